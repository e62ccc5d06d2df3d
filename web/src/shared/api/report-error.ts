/**
 * The error-reporting hook of the app (see docs/product/platform-services.md): GraphQL and network
 * failures, missing sign-in configuration and other unexpected errors land here. The reporter lives
 * in the telemetry folder beside this one: values are masked (emails, names, phones, addresses,
 * postal codes, payment details), the last 50 are kept for dev-tools and the reports go to `POST
 * /api/client-errors` in small batches; 401s and subscription errors are filtered.
 */
export {
  clearReportedErrors,
  isUnauthorizedStatus,
  MAX_KEPT_REPORTS,
  reportedErrors,
  reportError,
  type ErrorContext,
  type ErrorReport,
} from '@/shared/telemetry/error-reporter';
export { maskText, maskValue } from '@/shared/telemetry/masking';
