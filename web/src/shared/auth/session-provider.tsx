import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { useApolloClient, type ApolloClient } from '@apollo/client';
import { dismissToast, toast } from '@/shared/ui/toast-store';
import { reportError } from '@/shared/api/report-error';
import { useStartup } from '@/shared/api/use-startup';
import { SessionController } from './session-controller';
import { HeartbeatDocument, SessionAccountDocument } from './session-operations';
import { logoutRequest } from './token-api';
import { welcomeToast } from './welcome';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

async function showWelcome(client: ApolloClient<unknown>): Promise<void> {
  try {
    const { data, errors } = await client.query({ query: SessionAccountDocument, fetchPolicy: 'network-only' });
    const account = data?.sessionAccount;
    if (!account) {
      if (errors?.length) reportError(new Error(errors.map((e) => e.message).join('; ')), { source: 'graphql', operationName: 'SessionAccount' });
      return;
    }
    toast(welcomeToast({ firstName: account.firstName, previousLoginAt: account.previousLoginAt, currentTime: account.currentTime }));
  } catch (error) {
    reportError(error, { source: 'graphql', operationName: 'SessionAccount' });
  }
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function Session({ navigate, children }: { navigate: (path: string) => void; children: ReactNode }) {
  const client = useApolloClient() as ApolloClient<unknown>;
  const { data: startup } = useStartup();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const [controller] = useState(
    () =>
      new SessionController({
        logoutRequest,
        heartbeat: async (elapsedSeconds) => {
          const result = await client.mutate({ mutation: HeartbeatDocument, variables: { elapsedSeconds }, fetchPolicy: 'no-cache', errorPolicy: 'all' });
          if (!result.data?.heartbeat) {
            throw new Error(`Heartbeat failed: ${(result.errors ?? []).map((e) => e.message).join('; ') || 'no answer'}`);
          }
          return result.data.heartbeat.heartbeat;
        },
        clearCaches: async () => {
          await client.clearStore();
        },
        navigate: (path) => navigateRef.current(path),
        currentPath,
        notify: (t) => void toast(t),
        dismissNotification: dismissToast,
        onLogin: () => void showWelcome(client),
      }),
  );

  useEffect(() => {
    controller.start();
    return () => controller.stop();
  }, [controller]);

  const metadata = startup?.applicationMetadata;
  useEffect(() => {
    if (!metadata) return;
    controller.configure({
      inactivityThresholdMinutes: metadata.inactivityThresholdMinutes,
      heartbeatIntervalSeconds: metadata.heartbeatIntervalSeconds,
    });
  }, [controller, metadata]);

  useEffect(() => {
    const onActivity = () => controller.recordActivity();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true, capture: true });
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity, { capture: true });
    };
  }, [controller]);

  return <>{children}</>;
}

function RouterSession({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <Session navigate={(path) => void navigate(path, { replace: true })}>{children}</Session>;
}

function assign(path: string) {
  window.location.assign(path);
}

/**
 * Runs the session lifecycle for the app (see SessionController):
 * resume, refresh, offline pause, inactivity, heartbeat, welcome toast, pending jobs,
 * logout. Place it inside `<ApiProvider>`; inside the router it navigates without a reload.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const inRouter = useInRouterContext();
  return inRouter ? <RouterSession>{children}</RouterSession> : <Session navigate={assign}>{children}</Session>;
}
