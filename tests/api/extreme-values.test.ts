import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);

/** POST with the body as JSON text, so a number literal reaches the server as written. */
async function postText(resource: string, text: string) {
  const { token } = await server.loginAs('user@tenant1.example');
  const response = await server.fetch(`/api/v1/${resource}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.replace(/^Bearer /, '')}`, 'x-tenant': 'TENANT1', 'content-type': 'application/json' },
    body: text,
  });
  return { status: response.status, body: await response.json() };
}

async function countOf(resource: string, key: string, value: string): Promise<number> {
  const { headers } = await clients.TENANT1.call('GET', `/${resource}?${key}=${encodeURIComponent(value)}&_end=1`);
  return Number(headers.get('x-total-count'));
}

describe('extreme values and keys', () => {
  it('a quantity above the registry’s maximum (1e12) or 1e300 is refused naming the field; 1e12 itself is taken', async () => {
    const sample = await clients.TENANT1.sample('inbounds');
    const above = await clients.TENANT1.call('POST', '/inbounds', { ...sample, quantityLoaded: 1_000_000_000_001 });
    expect(above.status).toBe(400);
    expect(above.body.errors).toContainEqual({ field: 'quantityLoaded', rule: 'maximum', messageKey: 'validation.number' });
    const huge = await postText('inbounds', JSON.stringify({ ...sample, quantityLoaded: 0 }).replace('"quantityLoaded":0', '"quantityLoaded":1e300'));
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ code: 'INEXACT_NUMBER', field: 'body.quantityLoaded' });
    expect(await countOf('inbounds', 'number', sample.number as string)).toBe(0);
    expect((await clients.TENANT1.call('POST', '/inbounds', { ...sample, quantityLoaded: 1e12 })).status).toBe(201);
  });

  it('an integer beyond 2^53 is refused as INEXACT_NUMBER naming the field, never stored rounded', async () => {
    const sample = await clients.TENANT1.sample('inbounds');
    const text = JSON.stringify({ ...sample, quantityLoaded: 0 }).replace('"quantityLoaded":0', '"quantityLoaded":9007199254740993');
    const { status, body } = await postText('inbounds', text);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'INEXACT_NUMBER', field: 'body.quantityLoaded', limit: Number.MAX_SAFE_INTEGER });
    expect(await countOf('inbounds', 'number', sample.number as string)).toBe(0);
  });

  it('a key holding "/", "\\", a dot-dot path or a control character is refused naming the key, nothing written', async () => {
    for (const number of ['../../etc/passwd', 'a/b', 'a\\b', 'a\u0007b', 'a\u007fb']) {
      const { status, body } = await clients.TENANT1.call('POST', '/partners', { ...(await clients.TENANT1.sample('partners')), number });
      expect(status, JSON.stringify(number)).toBe(400);
      expect(body.errors, JSON.stringify(number)).toContainEqual({ field: 'number', rule: 'pattern', messageKey: 'validation.keyCharacters' });
    }
    expect(await countOf('partners', 'number_like', 'etc')).toBe(0);
  });

  it('inbound and outbound types take only the values the domain uses', async () => {
    const free = await clients.TENANT1.call('POST', '/inbounds', { ...(await clients.TENANT1.sample('inbounds')), inboundType: 'x' });
    expect(free.status).toBe(400);
    expect(free.body.errors).toContainEqual({ field: 'inboundType', rule: 'enum', messageKey: 'validation.enum' });
    const outbound = await clients.TENANT1.call('POST', '/outbounds', { ...(await clients.TENANT1.sample('outbounds')), outboundType: 'purchase' });
    expect(outbound.body.errors).toContainEqual({ field: 'outboundType', rule: 'enum', messageKey: 'validation.enum' });
    for (const inboundType of ['purchase', 'transfer', 'import', 'production']) {
      expect((await clients.TENANT1.call('POST', '/inbounds', { ...(await clients.TENANT1.sample('inbounds')), inboundType })).status, inboundType).toBe(201);
    }
  });
});
