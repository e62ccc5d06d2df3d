import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/shared/api/report-error';
import { ErrorScreen } from '@/features/shell/screens';

/** Catches render errors below it; a new `resetKey` (the route) clears the error (see docs/product/shell-and-identity.md). */
export class ErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; key: string }> {
  state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, { source: 'render', componentStack: info.componentStack ?? undefined });
  }

  render() {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}
