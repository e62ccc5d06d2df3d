import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

/** The account area's tax page (placed behind the account login guard by the app). */
export const taxRoutes: RouteObject[] = [{ path: '/account/taxes', lazy: lazyPage(() => import('./tax-forms-page'), (m) => <m.TaxFormsPage />) }];
