/**
 * The location calls of the server (see docs/product/responsible-gaming-and-location.md) over
 * Apollo: licence, forced licence refetch, packet authorisation and the public IP check.
 * GraphQL-level failures (no data) throw; business failures come back as `errors`.
 */
import type { ApolloClient } from '@apollo/client';
import type { GeoError, GeolocationParamsInput } from '@/graphql/graphql';
import {
  GeolocationAuthorizeGeoPacketDocument,
  GeolocationForceRefetchLicenseDocument,
  GeolocationGetApiTokenDocument,
  PublicIpCheckDocument,
} from './location-operations';

/** Web clients ask for the no-download browser licence. */
export const LICENSE_TYPE = 'BROWSER' as const;

export type GeoErrorShape = Omit<GeoError, '__typename'>;

export interface LicenseAnswer {
  licenseKey: string | null;
  errors: GeoErrorShape[];
}

export interface AuthorizationAnswer {
  errors: GeoErrorShape[];
  expiresAt: string | null;
  refreshAt: string | null;
  region: string | null;
}

export interface GeoApi {
  getLicense: (params: GeolocationParamsInput | null) => Promise<LicenseAnswer>;
  refetchLicense: (currentLicenseKey: string) => Promise<LicenseAnswer>;
  authorize: (geoPacket: string) => Promise<AuthorizationAnswer>;
  publicIp: () => Promise<string | null>;
}

type Client = Pick<ApolloClient<unknown>, 'mutate' | 'query'>;

function failure(operation: string, errors: readonly { message: string }[] | undefined): Error {
  return new Error(`${operation} failed: ${(errors ?? []).map((e) => e.message).join('; ') || 'no answer'}`);
}

const plain = (errors: readonly GeoErrorShape[]): GeoErrorShape[] =>
  errors.map(({ code, name, message, displayType, priority }) => ({ code, name, message, displayType, priority }));

export function apolloGeoApi(client: Client): GeoApi {
  return {
    getLicense: async (params) => {
      const r = await client.mutate({
        mutation: GeolocationGetApiTokenDocument,
        variables: { geolocationParams: params, licenseType: LICENSE_TYPE },
        fetchPolicy: 'no-cache',
        errorPolicy: 'all',
      });
      const answer = r.data?.geolocationGetApiToken;
      if (!answer) throw failure('geolocationGetApiToken', r.errors);
      return { licenseKey: answer.licenseKey ?? null, errors: plain(answer.errors) };
    },
    refetchLicense: async (currentLicenseKey) => {
      const r = await client.mutate({
        mutation: GeolocationForceRefetchLicenseDocument,
        variables: { currentLicenseKey, licenseType: LICENSE_TYPE },
        fetchPolicy: 'no-cache',
        errorPolicy: 'all',
      });
      const answer = r.data?.geolocationForceRefetchLicense;
      if (!answer) throw failure('geolocationForceRefetchLicense', r.errors);
      return { licenseKey: answer.licenseKey ?? null, errors: plain(answer.errors) };
    },
    authorize: async (geoPacket) => {
      const r = await client.mutate({
        mutation: GeolocationAuthorizeGeoPacketDocument,
        variables: { geoPacket },
        fetchPolicy: 'no-cache',
        errorPolicy: 'all',
      });
      const answer = r.data?.geolocationAuthorizeGeoPacket;
      if (!answer) throw failure('geolocationAuthorizeGeoPacket', r.errors);
      return { errors: plain(answer.errors), expiresAt: answer.expiresAt ?? null, refreshAt: answer.refreshAt ?? null, region: answer.region ?? null };
    },
    publicIp: async () => {
      const r = await client.query({ query: PublicIpCheckDocument, fetchPolicy: 'network-only', errorPolicy: 'all' });
      if (!r.data?.publicIpCheck) throw failure('publicIpCheck', r.errors);
      return r.data.publicIpCheck.ipAddress ?? null;
    },
  };
}
