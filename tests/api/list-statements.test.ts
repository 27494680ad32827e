import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { statementsOf } from './statements';

/**
 * A list request pays for its data only: the write state, the page, the count and one label lookup per referenced
 * resource. Who asks, the tenant's menus and its business day were read with the session or are kept by the node.
 */
const server = useTestServer();
const TENANT = 'OILCO_PRODUCER';

describe('statements of a list request', () => {
  it('a labelled page reads neither the user, the session nor the tenant configuration again', async () => {
    const { token } = await server.loginAs('producer.admin@oilco.example');
    const page = (start: number) => server.api('GET', `/inbounds?_start=${start}&_end=${start + 10}&_labels=1`, { token, tenant: TENANT });
    expect((await page(0)).status).toBe(200);
    const sent = await statementsOf(server, () => page(10));
    expect(sent.filter((sql) => /\bFROM (tenants|users|user_tenants|refresh_tokens)\b/.test(sql))).toEqual([]);
    const references = Object.values(server.app.registry.get('inbounds')!.properties).filter((property) => property['x-ref']).length;
    expect(sent.length).toBeLessThanOrEqual(3 + references);
  });
});
