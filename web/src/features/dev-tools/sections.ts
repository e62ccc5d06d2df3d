/**
 * The dev-tools pages (see docs/product/platform-services.md), in navigation order; each has its
 * route in dev-tools-app.tsx.
 */
export interface DevToolsSection {
  path: string;
  label: string;
  description: string;
}

export const DEV_TOOLS_BASE = '/dev-tools';

export const DEV_TOOLS_SECTIONS: readonly DevToolsSection[] = [
  { path: 'feature-flags', label: 'Feature flags', description: 'Flip flags for this session.' },
  { path: 'analytics', label: 'Analytics', description: 'Events this browser sent, live, and what the server stored.' },
  { path: 'error-reports', label: 'Error reports', description: 'Masked error reports, local and stored.' },
  { path: 'component-catalogue', label: 'Component catalogue', description: 'Every design-system component in each brand and colour mode.' },
  { path: 'maintenance-mode', label: 'Maintenance mode', description: 'Switch maintenance on with custom content.' },
  { path: 'toasts', label: 'Toasts', description: 'Fire each toast variant and lifetime.' },
  { path: 'waiting-room', label: 'Waiting room', description: 'Cap concurrent sessions and inspect this tab’s ticket.' },
  { path: 'location-check', label: 'Location check', description: 'Location state, a manual check, and where you appear to be (table or map).' },
  { path: 'self-exclusion', label: 'Self exclusion', description: 'This account’s self-exclusion, and self-excluding a test account.' },
];
