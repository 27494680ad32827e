import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/server/db/db';
import { openPgliteDb } from '../../src/server/db/pglite';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { loadRegistry } from '../../src/server/registry-loader';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { syncEntityTables } from '../../src/server/resources/ddl';
import { openThrowAwayPostgres, type ThrowAwayDb } from '../support/throw-away-postgres';
import { demoUser } from './harness';
import { rawFile, rawLine } from './imports/import-client';
import { SEEDED_DUMP } from './test-db';

/**
 * A server process killed (SIGKILL) in the middle of an import, then started again on the same database:
 * the import message says it was interrupted, no row of the import is visible, and a new import of its type
 * is accepted. PGlite: a data directory, whose start fails every import still running. PostgreSQL
 * (DATABASE_URL): a throw-away database; the restart comes within the stale limit, so the import stays
 * running until its heartbeat is stale, and then the new import is accepted without another restart.
 */
const TENANT = 'OILCO_PRODUCER';
const USER = 'producer.admin@oilco.example';
const ROWS = 60_000;
/** Long enough for a restart on a busy machine to come within it (the heartbeat is renewed every 10 s). */
const STALE_SECONDS = 30;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-import-kill-'));
const children: ChildProcess[] = [];
let postgres: ThrowAwayDb | undefined;

interface Server {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<unknown>;
}

async function startServer(): Promise<Server> {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    IMPORT_STALE_SECONDS: String(STALE_SECONDS),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env });
  children.push(child);
  const exited = once(child, 'exit');
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/\S+?)\/? /.exec(output);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => reject(new Error(`server ended:\n${output}`)));
  });
  return { child, baseUrl, exited };
}

async function login(server: Server): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: USER, password: demoUser(USER).password }),
  });
  return `Bearer ${String((await response.json()).token).replace(/^Bearer /, '')}`;
}

const headers = (token: string) => ({ authorization: token, 'x-tenant': TENANT });

/** The database between server runs (PGlite: only while no server holds the directory). */
async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  if (postgres) return work(postgres.db);
  const db = await openPgliteDb({ dataDir });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  if (process.env.DATABASE_URL) postgres = await openThrowAwayPostgres(process.env.DATABASE_URL, 'kill', { template: inject('postgresTemplate') });
  else await (await openPgliteDb({ dataDir, loadDataDir: new Blob([await readFile(SEEDED_DUMP)]) })).close();
  await withDb(async (db) => {
    const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);
    await syncEntityTables(db, registry);
    await insertRows(db, registry, 'products', TENANT, [{ number: 'P-1', name: 'Diesel', productGroup: 'diesel', status: 'active', unitOfMeasurement: 'Kg' }]);
    await insertRows(db, registry, 'locations', TENANT, [{ number: 'S-1', name: 'Plant', country: 'DE' }]);
    await insertRows(db, registry, 'partners', TENANT, [{ number: 'PA-1', name: 'Supplier', country: 'de' }]);
  });
}, 120_000);
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  await postgres?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Starts a large import, kills the server once the import seems to have reached `phase`, starts it again and
 * checks that the import failed and left nothing; answers the phase the import stopped in.
 */
async function killOnce(phase: 'reading' | 'writing', prefix: string): Promise<string> {
  const first = await startServer();
  const token = await login(first);
  const id = `${prefix}-${Date.now()}`;
  const file = rawFile(...Array.from({ length: ROWS }, (_, index) => rawLine(`${prefix}-${index}`, String(index + 1))));
  const upload = fetch(`${first.baseUrl}/api/v1/imports?type=rawImport&fileName=big.csv&id=${id}`, {
    method: 'POST',
    headers: { ...headers(token), 'content-type': 'text/csv' },
    body: file,
  }).catch(() => undefined);
  let seen = '';
  for (let attempt = 0; attempt < 2000; attempt++) {
    // PGlite answers nothing while the write transaction holds its one connection: a poll that hangs
    // (no batch of the reading phase takes this long) means the import is writing.
    const progress = await fetch(`${first.baseUrl}/api/v1/imports/${id}`, { headers: headers(token), signal: AbortSignal.timeout(800) }).catch(() => undefined);
    if (!progress && phase === 'writing' && seen) break;
    const body = progress?.status === 200 ? await progress.json() : undefined;
    seen = body?.phase ?? seen;
    if (body?.phase === phase && (phase !== 'reading' || body.rowsRead > 0)) break;
    expect(body?.importStatus ?? 'running', JSON.stringify(body)).toBe('running');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  first.child.kill('SIGKILL');
  await first.exited;
  await upload;

  const second = await startServer();
  const again = await login(second);
  if (postgres) {
    const status = `SELECT "importStatus", updated_at < now() - make_interval(secs => $3) AS stale FROM e_import_messages WHERE tenant = $1 AND id = $2`;
    const message = async () => (await postgres!.db.query<{ importStatus: string; stale: boolean }>(status, [TENANT, id, STALE_SECONDS])).rows[0];
    expect((await message()).importStatus, 'the restart came within the stale limit: the import is still running').toBe('running');
    await expect.poll(async () => (await message()).stale, { timeout: 2 * STALE_SECONDS * 1000, interval: 500 }).toBe(true);
  }
  const next = await fetch(`${second.baseUrl}/api/v1/imports?type=rawImport&fileName=next.csv`, {
    method: 'POST',
    headers: { ...headers(again), 'content-type': 'text/csv' },
    body: rawFile(rawLine(`${prefix}-next`)),
  });
  expect(next.status).toBe(200);
  expect(await next.json()).toMatchObject({ importStatus: 'succeeded', recordsCreated: 1 });
  const stopped = await (await fetch(`${second.baseUrl}/api/v1/imports/${id}`, { headers: headers(again) })).json();
  expect(stopped).toMatchObject({
    id,
    importStatus: 'failed',
    errorMessage: 'The import was interrupted: its server stopped or lost its database connection. Nothing was imported.',
  });
  const inbounds = await fetch(`${second.baseUrl}/api/v1/inbounds?number_like=${prefix}-`, { headers: headers(again) });
  expect(inbounds.headers.get('x-total-count')).toBe('1');
  second.child.kill('SIGTERM');
  await second.exited;
  await withDb(async (db) => {
    const staged = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM import_stage_inbounds');
    expect(staged.rows[0].n).toBe(0);
    const stored = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM e_inbounds WHERE tenant = $1 AND "importMessage" = $2`, [TENANT, id]);
    expect(stored.rows[0].n).toBe(0);
  });
  return stopped.phase;
}

/**
 * The phase the import stopped in is `phase`. On PGlite the write phase shows only as a poll that hangs;
 * a checking statement slowed down by a loaded machine hangs one too, so a kill that landed in checking
 * (checked all the same) is tried again.
 */
async function killDuring(phase: 'reading' | 'writing', prefix: string) {
  let stopped = '';
  for (let attempt = 1; attempt <= 3 && stopped !== phase; attempt++) stopped = await killOnce(phase, `${prefix}${attempt}`);
  expect(stopped).toBe(phase);
}

describe('a server killed during an import', { timeout: 600_000 }, () => {
  it('killed while reading: after the restart the import failed as interrupted, none of its rows is visible, and its type imports again', async () => {
    await killDuring('reading', 'KR');
  });

  it('killed while writing: after the restart the import failed as interrupted, none of its rows is visible, and its type imports again', async () => {
    await killDuring('writing', 'KW');
  });
});
