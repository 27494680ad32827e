import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openTestDb } from './test-db';

/** The server's log at the default level (`info`, as `npm start` runs without LOG_LEVEL), parsed line by line. */
const lines: { level: number; msg?: string }[] = [];
let inject: (url: string) => Promise<{ statusCode: number }>;
let close: () => Promise<void>;

beforeAll(async () => {
  const testDb = await openTestDb();
  const app = await buildApp({ db: testDb.db, logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
  app.get('/probe', async () => ({ ok: true }));
  app.get('/probe-broken', async () => {
    throw new Error('probe failure');
  });
  inject = (url) => app.inject({ method: 'GET', url });
  close = async () => {
    await app.close();
    await testDb.dispose();
  };
});
afterAll(() => close());

describe('the request log at the default level', () => {
  it('writes no line for a normal request', async () => {
    lines.length = 0;
    expect((await inject('/probe')).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('still writes an error line for a request answered 500', async () => {
    lines.length = 0;
    expect((await inject('/probe-broken')).statusCode).toBe(500);
    expect(lines.filter((line) => line.level >= 50)).toHaveLength(1);
  });
});
