import { NavLink, Navigate, Route, Routes } from 'react-router';
import { Wrench } from 'lucide-react';
import { AnalyticsPage } from './pages/analytics-page';
import { ComponentCataloguePage } from './pages/component-catalogue-page';
import { ErrorReportsPage } from './pages/error-reports-page';
import { FeatureFlagsPage } from './pages/feature-flags-page';
import { LocationCheckPage } from './pages/location-check-page';
import { MaintenancePage } from './pages/maintenance-page';
import { SelfExclusionPage } from './pages/self-exclusion-page';
import { ToastsPage } from './pages/toasts-page';
import { WaitingRoomPage } from './pages/waiting-room-page';
import { DEV_TOOLS_BASE, DEV_TOOLS_SECTIONS } from './sections';
import './dev-tools.css';

const PAGES: Record<string, () => React.JSX.Element> = {
  'feature-flags': FeatureFlagsPage,
  analytics: AnalyticsPage,
  'error-reports': ErrorReportsPage,
  'component-catalogue': ComponentCataloguePage,
  'maintenance-mode': MaintenancePage,
  toasts: ToastsPage,
  'waiting-room': WaitingRoomPage,
  'location-check': LocationCheckPage,
  'self-exclusion': SelfExclusionPage,
};

function Overview() {
  return (
    <section className="dt-page" aria-labelledby="dt-overview-title">
      <h2 id="dt-overview-title">Overview</h2>
      <ul className="dt-cards">
        {DEV_TOOLS_SECTIONS.map((s) => (
          <li key={s.path}>
            <NavLink className="dt-card" to={`${DEV_TOOLS_BASE}/${s.path}`}>
              <strong>{s.label}</strong>
              <span className="dt-muted">{s.description}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Dev-tools (see docs/product/platform-services.md): its own layout with a sub-navigation. Only
 * development builds contain this module (the app imports it behind the build-time `__APP_ENV__`).
 */
export default function DevToolsApp() {
  return (
    <div className="dt">
      <header className="dt__header">
        <Wrench size={20} aria-hidden="true" />
        <h1 className="dt__title">Dev-tools</h1>
        <span className="dt__env">{__APP_ENV__}</span>
      </header>
      <div className="dt__body">
        <nav className="dt__nav" aria-label="Dev-tools">
          <NavLink end className="dt__link" to={DEV_TOOLS_BASE}>
            Overview
          </NavLink>
          {DEV_TOOLS_SECTIONS.map((s) => (
            <NavLink key={s.path} className="dt__link" to={`${DEV_TOOLS_BASE}/${s.path}`}>
              {s.label}
            </NavLink>
          ))}
        </nav>
        <div className="dt__content">
          <Routes>
            <Route index element={<Overview />} />
            {DEV_TOOLS_SECTIONS.map((s) => {
              const Page = PAGES[s.path];
              return Page ? <Route key={s.path} path={s.path} element={<Page />} /> : null;
            })}
            <Route path="*" element={<Navigate to={DEV_TOOLS_BASE} replace />} />
          </Routes>
        </div>
      </div>
    </div>
  );
}
