import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, type LockOwner } from '../../../src/server/db/data-dir-lock';

const root = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let count = 0;
/** A fresh directory per test. */
function freshDir(): string {
  return join(root, String(count++));
}

function writeLock(dir: string, owner: Partial<LockOwner>): void {
  const full: LockOwner = { pid: 1, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z', command: 'node src/server/main.ts', ...owner };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(full));
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync('true');
  return pid!;
}

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('data directory lock', () => {
  it('writes pid, host, start time and command into the lock file, and removes it on release', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir);
    const owner = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockOwner;
    expect(owner).toMatchObject({ pid: process.pid, host: hostname(), command: process.argv.join(' ') });
    expect(Date.parse(owner.startedAt)).not.toBeNaN();
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    (await lockDataDir(dir)).release();
  });

  it('refuses a second lock in the same process and names the directory', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir);
    const [first, second] = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir)]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    await expect(lockDataDir(dir)).rejects.toThrow(dir);
    lock.release();
  });

  it('refuses while the process in the lock runs, naming that process', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(holder);
    writeLock(dir, { pid: holder.pid, command: 'npm start' });
    const refusal = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(dir);
    expect((refusal as Error).message).toContain(`process ${holder.pid} (npm start)`);
  });

  it('takes over a lock whose process no longer runs on this host', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid() });
    const lock = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock with its own pid that it does not hold (a restarted container)', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.pid, startedAt: '2020-01-01T00:00:00.000Z' });
    const lock = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).startedAt).not.toBe('2020-01-01T00:00:00.000Z');
    lock.release();
  });

  it("never takes over another host's lock and says how to clear it", async () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid(), host: 'elsewhere.example' });
    await expect(lockDataDir(dir)).rejects.toThrow(`on host elsewhere.example`);
    await expect(lockDataDir(dir)).rejects.toThrow(join(dir, LOCK_FILE));
  });

  it('does not remove on release a lock that another process has taken since', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir);
    writeLock(dir, { pid: 4242 });
    lock.release();
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(4242);
  });

  it('of processes racing over a stale lock, exactly one gets it', async () => {
    const dir = freshDir();
    const racers = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/take-data-dir-lock.ts', dir]);
      children.push(child);
      const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
      return { child, next: async () => (await lines.next()).value as string };
    });
    expect(await Promise.all(racers.map((racer) => racer.next()))).toEqual(['ready', 'ready', 'ready', 'ready']);
    // Several rounds, since one round may see the racers one after the other.
    for (let round = 0; round < 10; round++) {
      writeLock(dir, { pid: deadPid() });
      for (const { child } of racers) child.stdin.write('lock\n');
      const answers = await Promise.all(racers.map((racer) => racer.next()));
      expect([...answers].sort(), `round ${round}`).toEqual(['locked', 'refused', 'refused', 'refused']);
      const winner = racers[answers.indexOf('locked')];
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(winner.child.pid);
      winner.child.stdin.write('release\n');
      expect(await winner.next()).toBe('released');
    }
  }, 30_000);
});
