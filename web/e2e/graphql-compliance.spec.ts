import { serverAudits } from 'graphql-http';
import { test, expect } from '@playwright/test';

// GraphQL-over-HTTP conformance of /graphql, audited with graphql-http's own suite.
test('GraphQL over HTTP: no MUST audit fails', async ({ baseURL }) => {
  const url = `${baseURL}/graphql`;
  const failures: string[] = [];
  for (const audit of serverAudits({ url })) {
    const result = await audit.fn();
    if (result.status !== 'ok' && audit.name.startsWith('MUST')) {
      failures.push(`${audit.name}: ${result.reason}`);
    }
  }
  expect(failures).toEqual([]);
});
