import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/server/db/data-dir-lock';
import { openPgliteDb } from '../../src/server/db/pglite';
import { SEEDED_DUMP } from './test-db';

/**
 * Real processes on one PGlite data directory (the lock is about processes, so PostgreSQL runs skip it). The directory
 * is made in `beforeAll`: where every test is skipped no hook runs, so none would remove one made at import.
 */
let dataDir = '';
const lockFile = () => join(dataDir, LOCK_FILE);
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves with the start-up line, or with undefined when the process ended first. */
  listening: Promise<string | undefined>;
  output: () => string;
}

function start(script: string, args: string[] = []): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  children.push(child);
  let output = '';
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const listening = new Promise<string | undefined>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const line = /Fuel Portal .* on http:\/\/\S+/.exec(output);
      if (line) resolve(line[0]);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => resolve(undefined));
  });
  return { child, exited, listening, output: () => output };
}

async function startServer(): Promise<Started> {
  const server = start('src/server/main.ts');
  if (!(await server.listening)) throw new Error(`server did not start:\n${server.output()}`);
  return server;
}

// One prepared directory for the file, from the suite's seeded dump: servers start without initdb, migrations or demo data.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  const db = await openPgliteDb({ dataDir, loadDataDir: new Blob([await readFile(SEEDED_DUMP)]) });
  await db.close();
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Generous timeouts: each test starts real processes, and the test machine may be busy.
describe.skipIf(!!process.env.DATABASE_URL)('one process per PGlite data directory', { timeout: 180_000 }, () => {
  it('a second process on the same data directory refuses to start and names the directory and the running process', async () => {
    const first = await startServer();
    const second = start('src/server/main.ts');
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by process ${first.child.pid}`);
    expect(second.output()).toContain('src/server/main.ts');

    const seed = start('src/server/seed/cli.ts', ['--tenant', 'TENANT1', '--size', '0.01']);
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain(`The data directory ${dataDir} is in use by process ${first.child.pid}`);
    expect(first.child.exitCode).toBeNull();
  });

  it('a lock left by a killed process does not block the next start', async () => {
    const killed = await startServer();
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(killed.child.pid);

    const next = await startServer();
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(next.child.pid);
  });

  it('the lock is released on a clean shutdown', async () => {
    const server = await startServer();
    expect(existsSync(lockFile())).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(lockFile())).toBe(false);

    const seed = start('src/server/seed/cli.ts', ['--tenant', 'TENANT1', '--size', '0.01']);
    expect(await seed.exited, seed.output()).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  });
});
