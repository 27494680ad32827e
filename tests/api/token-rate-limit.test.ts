import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_LIMITS } from '../../src/server/plugins/request-limit';
import { useTestServer } from './harness';

const PER_MINUTE = 5;
const server = useTestServer({ requestLimits: { ...DEFAULT_REQUEST_LIMITS, tokenPerMinute: PER_MINUTE } });
const TENANT = 'OILCO_PRODUCER';

async function newToken(name: string): Promise<string> {
  const { token } = await server.loginAs('producer.admin@oilco.example');
  const made = await server.api('POST', '/api-tokens', { token, tenant: TENANT, body: { name, scopes: { partners: 'read' } } });
  expect(made.status).toBe(201);
  return made.body.secret;
}

describe('rate limit per API token', () => {
  it('a token beyond its requests a minute is answered 429 RATE_LIMITED with Retry-After; another token and the users are not', async () => {
    const busy = await newToken('Busy ERP');
    for (let i = 0; i < PER_MINUTE; i++) expect((await server.api('GET', '/partners?_start=0&_end=1', { token: busy })).status).toBe(200);
    const limited = await server.api('GET', '/partners?_start=0&_end=1', { token: busy });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const quiet = await newToken('Quiet ERP');
    expect((await server.api('GET', '/partners?_start=0&_end=1', { token: quiet })).status).toBe(200);
    const { token } = await server.loginAs('producer.admin@oilco.example');
    for (let i = 0; i <= PER_MINUTE; i++) expect((await server.api('GET', '/partners?_start=0&_end=1', { token, tenant: TENANT })).status).toBe(200);
  });
});
