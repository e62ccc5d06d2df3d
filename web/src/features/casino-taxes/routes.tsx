import type { RouteObject } from 'react-router';
import { TaxFormsPage } from './tax-forms-page';

/** The account area's tax page (placed behind the account login guard by the app). */
export const taxRoutes: RouteObject[] = [{ path: '/account/taxes', element: <TaxFormsPage /> }];
