import { useEffect } from 'react';
import { useBrand } from '@/brands/brand-context';

/** "{page} | {brand}" while the page is shown. */
export function useDocumentTitle(page: string | null) {
  const brand = useBrand();
  useEffect(() => {
    if (page) document.title = `${page} | ${brand.name}`;
  }, [page, brand.name]);
}
