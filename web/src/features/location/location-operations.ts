import { graphql } from '@/graphql/gql';

/** Location mutations and the IP check (see docs/product/responsible-gaming-and-location.md). */
export const GeolocationGetApiTokenDocument = graphql(`
  mutation GeolocationGetApiToken($geolocationParams: GeolocationParamsInput, $licenseType: GeoLicenseType!) {
    geolocationGetApiToken(geolocationParams: $geolocationParams, licenseType: $licenseType) {
      licenseKey
      errors {
        code
        name
        message
        displayType
        priority
      }
    }
  }
`);

export const GeolocationForceRefetchLicenseDocument = graphql(`
  mutation GeolocationForceRefetchLicense($currentLicenseKey: String!, $licenseType: GeoLicenseType!) {
    geolocationForceRefetchLicense(currentLicenseKey: $currentLicenseKey, licenseType: $licenseType) {
      licenseKey
      errors {
        code
        name
        message
        displayType
        priority
      }
    }
  }
`);

export const GeolocationAuthorizeGeoPacketDocument = graphql(`
  mutation GeolocationAuthorizeGeoPacket($geoPacket: String!) {
    geolocationAuthorizeGeoPacket(geoPacket: $geoPacket) {
      errors {
        code
        name
        message
        displayType
        priority
      }
      expiresAt
      refreshAt
      region
    }
  }
`);

export const PublicIpCheckDocument = graphql(`
  query PublicIpCheck {
    publicIpCheck {
      ipAddress
    }
  }
`);
