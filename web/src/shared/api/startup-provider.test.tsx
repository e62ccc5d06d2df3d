import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/shared/auth/auth-store';
import { clearGeoPacket, storeGeoPacket } from '@/shared/location/geo-packet-storage';
import { StartupProvider } from './startup-provider';

/** Renders the provider over a client that records the variables of each Startup request. */
function renderProvider() {
  const variables: Record<string, unknown>[] = [];
  const link = new ApolloLink((operation) => {
    variables.push(operation.variables);
    return Observable.of({ data: null });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const view = render(
    <ApolloProvider client={client}>
      <StartupProvider>
        <p>app</p>
      </StartupProvider>
    </ApolloProvider>,
  );
  return { variables, view };
}

afterEach(() => {
  clearGeoPacket();
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
});

describe('StartupProvider', () => {
  it('sends the last geo packet of a logged-in session', async () => {
    storeGeoPacket('signed-packet');
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 'bearer' });
    const { variables, view } = renderProvider();
    await expect.poll(() => variables.length).toBeGreaterThan(0);
    expect(variables[0]).toEqual({ geoPacket: 'signed-packet' });
    view.unmount();
  });

  it('sends no packet for a visitor, even one left in storage', async () => {
    storeGeoPacket('signed-packet');
    useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
    const { variables, view } = renderProvider();
    await expect.poll(() => variables.length).toBeGreaterThan(0);
    expect(variables[0]).toEqual({ geoPacket: null });
    view.unmount();
  });
});
