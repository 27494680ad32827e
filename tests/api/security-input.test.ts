import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp } from '../../src/server/app';
import { useTestServer } from './harness';
import { openEveryResource, ResourceClient } from './resource-client';
import { catalogRoutes } from './security-routes';
import { openTestDb } from './test-db';

/** Every log line of the server, parsed. */
const logLines: { level: number; msg?: string; err?: { stack?: string } }[] = [];
const server = useTestServer({ logger: { level: 'info', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } } });

let token: string;
let client: ResourceClient;
let inbound: Record<string, any>;

beforeAll(async () => {
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  await openEveryResource(server, ['TENANT1']);
  client = new ResourceClient(server, token, 'TENANT1');
  inbound = await client.create('inbounds');
});

/** A request with a body sent exactly as written (JSON.stringify cannot write 1e309 or a lone surrogate escape as such). */
async function raw(method: string, path: string, body?: string, contentType = 'application/json') {
  const response = await server.fetch(API_PREFIX + path, {
    method,
    headers: {
      authorization: `Bearer ${token.replace(/^Bearer /, '')}`,
      'x-tenant': 'TENANT1',
      ...(body === undefined ? {} : { 'content-type': contentType }),
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

const inboundPath = () => `/inbounds/${encodeURIComponent(inbound.number)}`;
const warningsAndErrors = () => logLines.filter((line) => line.level >= 40);

async function expectInboundUnchanged() {
  expect((await client.call('GET', inboundPath())).body).toEqual(inbound);
}

describe('input the database cannot hold', () => {
  it('a NUL byte in any part of a request answers 400 naming the field', async () => {
    const login = await server.api('POST', '/account/login', { body: { login: 'a\u0000@x.example', password: 'x' } });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ code: 'INVALID_CHARACTER', field: 'body.login' });
    const cases: [string, string, unknown, string][] = [
      ['GET', '/partners?name=%00', undefined, 'query.name'],
      ['GET', '/partners?q=a%00', undefined, 'query.q'],
      ['GET', '/users?tenant=%00', undefined, 'query.tenant'],
      ['GET', '/audit-log?entity=%00', undefined, 'query.entity'],
      ['POST', '/users/a%00b/lock', undefined, 'params.login'],
      ['PATCH', inboundPath(), { comment: 'x\u0000y' }, 'body.comment'],
      ['PATCH', inboundPath(), { ['a\u0000']: 1 }, 'body.a\\u0000'],
      ['POST', '/list-configs', { resource: 'partners', name: 'n', columns: ['name', '\u0000'] }, 'body.columns.1'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await client.call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, code: 'INVALID_CHARACTER', field });
    }
    await expectInboundUnchanged();
  });

  it('a NUL byte in X-Tenant never reaches a handler', async () => {
    // Node's HTTP parser refuses NUL in any header before Fastify sees the request; fetch cannot even send it.
    const other = await server.api('GET', '/tenant-config', { token, tenant: 'TENANT1\u00ff' });
    expect(other.status).toBe(403);
  });

  it('unpaired surrogates are refused, paired ones (emoji) stored', async () => {
    const lone = await raw('PATCH', inboundPath(), '{"comment":"a\\ud800b"}');
    expect(lone.status).toBe(400);
    expect(lone.body).toMatchObject({ code: 'INVALID_CHARACTER', field: 'body.comment' });
    await expectInboundUnchanged();
    const paired = await raw('PATCH', inboundPath(), '{"comment":"truck \\ud83d\\ude9a"}');
    expect(paired.status).toBe(200);
    expect(paired.body.comment).toBe('truck 🚚');
    inbound = paired.body;
  });

  it('non-finite numbers are refused', async () => {
    for (const literal of ['1e309', '-1e309']) {
      const update = await raw('PATCH', inboundPath(), `{"quantityLoaded":${literal}}`);
      expect(update.status).toBe(400);
      expect(update.body).toMatchObject({ code: 'NON_FINITE_NUMBER', field: 'body.quantityLoaded', message: 'body.quantityLoaded is not a finite number' });
    }
    await expectInboundUnchanged();
    const sample = await client.sample('inbounds');
    const create = await raw('POST', '/inbounds', JSON.stringify(sample).replace(/\}$/, ',"quantityLoaded":1e309}'));
    expect(create.body).toMatchObject({ code: 'NON_FINITE_NUMBER', field: 'body.quantityLoaded' });
    expect((await client.call('GET', `/inbounds/${encodeURIComponent(String(sample.number))}`)).status).toBe(404);
  });

  it('nesting deeper than 32 levels is refused', async () => {
    const deep = await raw('PATCH', inboundPath(), `{"comment":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ code: 'NESTING_TOO_DEEP', maxDepth: 32 });
    expect(deep.body.field).toMatch(/^body\.comment(\.0)+$/);
    await expectInboundUnchanged();
  });

  it('malformed JSON, other content types and over-long bodies answer 4xx JSON errors', async () => {
    expect(await raw('PATCH', inboundPath(), '{"comment":')).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(await raw('PATCH', inboundPath(), 'comment=x', 'text/plain')).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(await raw('PATCH', inboundPath(), 'comment=x', 'application/x-www-form-urlencoded')).toMatchObject({ status: 415 });
    const huge = JSON.stringify({ comment: 'x'.repeat(2 * 1024 * 1024) });
    expect(await raw('PATCH', inboundPath(), huge)).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    await expectInboundUnchanged();
  });

  it('query parameters named like members of Object.prototype never get a 5xx', async () => {
    const lists = catalogRoutes(server.app).filter((route) => route.category === 'tenant' && route.method === 'GET' && !route.params.length);
    for (const route of lists) {
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        const answer = await raw('GET', `${route.path}?${name}=x`);
        expect(answer.status, `${route.path}?${name}=x`).toBeLessThan(500);
      }
    }
  });

  it('answers all of these before the database is asked: no warning, error or stack trace in the log', () => {
    expect(warningsAndErrors()).toEqual([]);
    expect(logLines.filter((line) => line.err?.stack)).toEqual([]);
  });
});

describe('a value the database refuses as malformed or out of range (SQLSTATE class 22)', () => {
  const lines: { level: number; sqlState?: string; err?: unknown }[] = [];
  let close: () => Promise<void>;
  let inject: (url: string) => Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => any }>;

  beforeAll(async () => {
    const testDb = await openTestDb();
    const app = await buildApp({ db: testDb.db, logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
    // A route that hands its input to the database unchecked, as a gap in some route's validation would.
    app.get<{ Querystring: { day: string } }>('/probe', async (request) => testDb.db.query('SELECT $1::date AS day', [request.query.day]));
    // A download that fails before its first byte, like a CSV export whose first page the database refuses.
    app.get('/probe.csv', async (_request, reply) => {
      reply.type('text/csv').header('content-disposition', 'attachment; filename="probe.csv"');
      return testDb.db.query(`SELECT '2024-02-30'::date AS day`);
    });
    inject = (url) => app.inject({ method: 'GET', url });
    close = async () => {
      await app.close();
      await testDb.dispose();
    };
  });
  afterAll(() => close());

  it('answers 400 INVALID_INPUT and logs one warning without a stack', async () => {
    for (const day of ['2024-02-30', '0000-01-01', 'abc']) {
      const answer = await inject(`/probe?day=${day}`);
      expect(answer.statusCode, day).toBe(400);
      expect(answer.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'INVALID_INPUT',
        message: 'A value of the request is malformed or out of range',
      });
    }
    const warnings = lines.filter((line) => line.sqlState);
    expect(warnings.map((line) => line.level)).toEqual([40, 40, 40]);
    expect(lines.filter((line) => line.level >= 50 || line.err)).toEqual([]);
  });

  it('answers JSON even where the route had chosen another type (a CSV download failing before its first byte)', async () => {
    const answer = await inject('/probe.csv');
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-disposition']).toBeUndefined();
  });
});
