import { Navigate, Outlet, useLocation } from 'react-router';
import { isStandaloneCasino, useBrand } from '@/brands/brand-context';
import { useStartup } from '@/shared/api/use-startup';
import { casinoRegionalRedirect } from './casino-paths';

/**
 * Layout route of the casino's pages: a US-PA visitor (startup `regionalMetadata.currentRegionCode`)
 * asking for `/casino...` is sent to `/pa/casino...` (see `casinoRegionalRedirect`).
 */
export function CasinoRegionGate() {
  const { pathname, search, hash } = useLocation();
  const brand = useBrand();
  const { data } = useStartup();
  const to = casinoRegionalRedirect({
    pathname,
    search,
    hash,
    regionCode: data?.regionalMetadata?.currentRegionCode ?? null,
    standaloneCasino: isStandaloneCasino(brand),
  });
  return to ? <Navigate to={to} replace /> : <Outlet />;
}
