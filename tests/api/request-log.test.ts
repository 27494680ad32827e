import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openTestDb, type TestDb } from './test-db';

type Line = { level: number; msg?: string };

let testDb: TestDb;
const apps: { close: () => Promise<unknown> }[] = [];

/** A server logging at `level` (LOG_LEVEL) into the returned lines, with a normal and a failing route. */
async function serverAt(level: string) {
  const lines: Line[] = [];
  const app = await buildApp({ db: testDb.db, logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
  app.get('/probe', async () => ({ ok: true }));
  app.get('/probe-broken', async () => {
    throw new Error('probe failure');
  });
  apps.push(app);
  return { lines, get: (url: string) => app.inject({ method: 'GET', url }) };
}

beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb.dispose();
});

describe('the request log', () => {
  it('writes no line for a normal request at the default level (info)', async () => {
    const server = await serverAt('info');
    expect((await server.get('/probe')).statusCode).toBe(200);
    expect(server.lines).toEqual([]);
  });

  it('still writes an error line for a request answered 500 at the default level', async () => {
    const server = await serverAt('info');
    expect((await server.get('/probe-broken')).statusCode).toBe(500);
    expect(server.lines.filter((line) => line.level >= 50)).toHaveLength(1);
  });

  it('shows every request at LOG_LEVEL=debug', async () => {
    const server = await serverAt('debug');
    await server.get('/probe');
    expect(server.lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});
