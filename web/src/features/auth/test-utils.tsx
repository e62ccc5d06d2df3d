import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router';
import { StartupContext, type StartupState } from '@/shared/api/use-startup';
import { Toaster } from '@/shared/ui/toaster';
import { LocationProbe } from '@/test/mock-apollo';

const NO_STARTUP: StartupState = { data: null, loading: false, error: null, refetch: () => Promise.resolve() };

/** Renders `element` at `path` inside a router, Apollo mock, startup context and toaster. */
export function renderAt(path: string, element: ReactElement, routePath = path.split('?')[0] ?? '/', startup: StartupState = NO_STARTUP) {
  return render(
    <MockedProvider mocks={[]}>
      <StartupContext.Provider value={startup}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={element} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </StartupContext.Provider>
    </MockedProvider>,
  );
}
