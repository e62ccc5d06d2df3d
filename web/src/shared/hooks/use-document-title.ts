import { useEffect } from 'react';
import { useBrand } from '@/brands/brand-context';

/**
 * "{title} | {brand}" while the page is shown, the title before it afterwards. `null` leaves the
 * title alone (a page still loading its name, or a brand's home, which is titled by the brand).
 */
export function useDocumentTitle(title: string | null) {
  const brand = useBrand();
  useEffect(() => {
    if (title === null) return undefined;
    const before = document.title;
    document.title = `${title} | ${brand.name}`;
    return () => {
      document.title = before;
    };
  }, [title, brand.name]);
}
