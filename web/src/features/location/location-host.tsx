import { useEffect, useState } from 'react';
import { useApolloClient, type ApolloClient } from '@apollo/client';
import { useStartup } from '@/shared/api/use-startup';
import { requestLogout } from '@/shared/auth/session-controller';
import { activeFixedPosition } from '@/shared/location/fixed-position';
import { handleLocationChecks } from '@/shared/location/location-requests';
import { currentPosition } from './browser-position';
import { collectGeoPacket } from './collector';
import { apolloGeoApi } from './geo-api';
import { LocationController } from './location-controller';
import { LocationModals } from './location-modals';

/**
 * Location verification for the app (see docs/product/responsible-gaming-and-location.md): runs the
 * controller (log_in after a login, app_launch when a stored session resumes, refresh, IP change,
 * manual checks from `requestLocationCheck()`) and renders its modals. Mount once, in the root
 * layout.
 */
export function LocationHost() {
  const client = useApolloClient() as ApolloClient<unknown>;
  const { data: startup } = useStartup();
  const [controller] = useState(
    () =>
      new LocationController({
        api: apolloGeoApi(client),
        collect: collectGeoPacket,
        position: currentPosition,
        licenseParams: () => {
          const fixed = activeFixedPosition();
          return fixed ? { latitude: fixed.latitude, longitude: fixed.longitude, accuracy: fixed.accuracy, region: fixed.region } : null;
        },
        logout: (reason) => requestLogout(reason),
      }),
  );

  useEffect(() => {
    controller.start();
    const unregister = handleLocationChecks(({ trigger, context }) => controller.check(trigger, context));
    return () => {
      unregister();
      controller.stop();
    };
  }, [controller]);

  const ipCheckSeconds = startup?.regionalMetadata.ipAddressCheckTimerSeconds;
  useEffect(() => {
    controller.configure({ ipCheckSeconds });
  }, [controller, ipCheckSeconds]);

  return <LocationModals />;
}
