import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '@/brands/brand-context';
import { BRANDS } from '@/brands/all-brands';
import { useDocumentTitle } from './use-document-title';

const wrapper = ({ children }: { children: ReactNode }) => <BrandProvider brand={BRANDS.riverbend}>{children}</BrandProvider>;

describe('useDocumentTitle', () => {
  it('titles the page with the brand while it is shown and gives the title back after', () => {
    document.title = 'Riverbend Casino';
    const page = renderHook(({ title }: { title: string | null }) => useDocumentTitle(title), { wrapper, initialProps: { title: 'Slots' } });
    expect(document.title).toBe('Slots | Riverbend Casino');
    page.rerender({ title: 'Table Games' });
    expect(document.title).toBe('Table Games | Riverbend Casino');
    page.unmount();
    expect(document.title).toBe('Riverbend Casino');
  });

  it('leaves the title alone for null', () => {
    document.title = 'Riverbend Casino';
    renderHook(() => useDocumentTitle(null), { wrapper });
    expect(document.title).toBe('Riverbend Casino');
  });
});
