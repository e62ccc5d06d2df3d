import { graphql } from '@/graphql/gql';

/** The viewer's flags (refetched 2000 ms after a login and after an override). */
export const FeatureFlagsDocument = graphql(`
  query FeatureFlags {
    featureFlags {
      key
      enabled
      overridden
    }
  }
`);

/** Outside production: turns a flag on or off for this session (null clears the override). */
export const SetFeatureFlagOverrideDocument = graphql(`
  mutation SetFeatureFlagOverride($key: String!, $enabled: Boolean) {
    setFeatureFlagOverride(key: $key, enabled: $enabled) {
      key
      enabled
      overridden
    }
  }
`);
