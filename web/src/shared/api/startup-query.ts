import { graphql } from '@/graphql/gql';

/**
 * The startup data (see docs/product/platform-services.md): served to visitors too (with their
 * anonymous token); network-only; polled every 10 s while logged in. Everything the shell needs
 * before the first screen is here, so there is one poll.
 */
export const StartupDocument = graphql(`
  query Startup($geoPacket: String, $latLongParams: LatLongInput, $connectToken: String) {
    startup(geoPacket: $geoPacket, latLongParams: $latLongParams, connectToken: $connectToken) {
      sportsbookUrl
      anonymousToken
      serviceAttributes {
        partnerIdentityTokenUrl
        partnerClientId
        partnerAuthorizeUrl
        eventLiveStreamingBaseUrl
        locationComplianceServiceUrls
        sportsbookWebsocketUrl
        appUrl
        identityBaseUrl
        singleSignOnClientId
        singleSignOnAuthorizeUrl
        supportChatUrl
        webFooterDisclaimers {
          body
          hyperlinkText
          deepLink {
            canonicalUrl
            webUrl
          }
        }
      }
      applicationMetadata {
        currentTime
        inactivityThresholdMinutes
        heartbeatIntervalSeconds
        casinoEnabled
        userHasVisitedCasino
        searchDebounceMilliseconds
        searchMinimumLength
        searchMaximumLength
        monitoringSampleRate
        toolbarIcons {
          id
          label
          icon
          deepLink {
            canonicalUrl
            webUrl
          }
        }
      }
      regionalMetadata {
        validRegion
        currentRegionCode
        currentCountryCode
        ipAddress
        ipAddressShortRegionCode
        ipAddressCountryCode
        ipAddressCity
        ipAddressCheckTimerSeconds
      }
      responsibleGaming {
        logos {
          id
          name
          imageUrl
          altText
          deepLink {
            canonicalUrl
            webUrl
          }
        }
      }
      maintenanceModeContent {
        title
        message
        image
        link
        label
        refreshIntervalSeconds
      }
      cfWaitingRoom {
        inWaitingRoom
        refreshIntervalSeconds
      }
      featureFlags {
        key
        enabled
        overridden
      }
    }
  }
`);
