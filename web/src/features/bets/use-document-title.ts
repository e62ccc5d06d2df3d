import { useEffect } from 'react';
import { useBrand } from '@/brands/brand-context';

/** "{title} | {brand}" while the page is shown. */
export function useDocumentTitle(title: string) {
  const brand = useBrand();
  useEffect(() => {
    const before = document.title;
    document.title = `${title} | ${brand.name}`;
    return () => {
      document.title = before;
    };
  }, [title, brand.name]);
}
