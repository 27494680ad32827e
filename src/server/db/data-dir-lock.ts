import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { readFileSync, unlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The file in the data directory that says which process has it open. */
export const LOCK_FILE = 'portal.lock';

/** Who holds a data directory; the lock file holds this as JSON. */
export interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

/** Another process (or this one) has the data directory open. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const where = owner.host === hostname() ? '' : ` on host ${owner.host}`;
    const remedy =
      owner.host === hostname()
        ? 'Stop that process first (the embedded database serves one process at a time).'
        : `Stop that process first; if it no longer runs there, delete ${join(dataDir, LOCK_FILE)}.`;
    super(`The data directory ${dataDir} is in use by process ${owner.pid}${where} (${owner.command}), started ${owner.startedAt}. ${remedy}`);
    this.name = 'DataDirLockedError';
  }
}

/** A lock file without a readable owner younger than this is still being written by its creator. */
const UNFINISHED_GRACE_MS = 2_000;
/** A takeover guard older than this was left by a process that died while taking over. */
const GUARD_STALE_MS = 5_000;
const RETRY_MS = 20;
const GIVE_UP_MS = 10_000;

/** Lock files this process holds or is taking, with their owner: a second open in this process is refused. */
const heldHere = new Map<string, LockOwner>();

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) && typeof owner.host === 'string' ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** Signal 0 only asks whether the process exists; EPERM means it does, under another user. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

async function ageMs(path: string): Promise<number> {
  try {
    return Date.now() - (await stat(path)).mtimeMs;
  } catch {
    return 0;
  }
}

/** Creates the file only if it does not exist (atomic); false when it does. */
async function createExclusive(path: string, content: string): Promise<boolean> {
  try {
    const handle = await open(path, 'wx');
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/** Whether the lock whose content is `text` may be taken over; throws when its owner still runs. */
async function isStale(dataDir: string, path: string, text: string): Promise<boolean> {
  const owner = parseOwner(text);
  if (!owner) return (await ageMs(path)) > UNFINISHED_GRACE_MS;
  // Another host's processes cannot be checked from here (a shared network drive): never take those over.
  if (owner.host !== hostname()) throw new DataDirLockedError(dataDir, owner);
  // Our own pid in a lock this process does not hold is an earlier life of the pid (a restarted container).
  if (owner.pid !== process.pid && isRunning(owner.pid)) throw new DataDirLockedError(dataDir, owner);
  return true;
}

/**
 * Removes the stale lock whose content was `judged`, unless someone replaced it meanwhile. Two starters
 * that both judged the same lock stale pass through the guard one after the other; the second finds
 * the first one's fresh lock (different content) and leaves it.
 */
async function removeStale(path: string, judged: string, deadline: number): Promise<void> {
  const guard = `${path}.takeover`;
  while (!(await createExclusive(guard, String(process.pid)))) {
    if ((await ageMs(guard)) > GUARD_STALE_MS) await unlink(guard).catch(() => undefined);
    else if (Date.now() > deadline) throw new Error(`Could not take over the stale lock ${path}: ${guard} stays in place`);
    else await sleep(RETRY_MS);
  }
  try {
    if ((await readText(path)) === judged) await unlink(path);
  } finally {
    await unlink(guard).catch(() => undefined);
  }
}

async function takeLock(directory: string, path: string, content: string): Promise<void> {
  const deadline = Date.now() + GIVE_UP_MS;
  while (!(await createExclusive(path, content))) {
    const text = await readText(path);
    if (text === undefined) continue;
    if (await isStale(directory, path, text)) await removeStale(path, text, deadline);
    else if (Date.now() > deadline) throw new Error(`Could not lock ${directory}: ${path} stays unfinished`);
    else await sleep(RETRY_MS);
  }
}

/**
 * Takes the data directory for this process: creates `portal.lock` atomically, or takes over a lock
 * whose process no longer runs on this host. Throws DataDirLockedError naming the running owner. The
 * lock is released by `release()` and, failing that, when the process exits.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const directory = resolve(dataDir);
  await mkdir(directory, { recursive: true });
  const path = join(directory, LOCK_FILE);
  const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), command: process.argv.join(' ') };
  const content = `${JSON.stringify(owner, null, 2)}\n`;
  const holder = heldHere.get(path);
  if (holder) throw new DataDirLockedError(directory, holder);
  // Registered before the first await, so a concurrent open in this process sees it.
  heldHere.set(path, owner);
  try {
    await takeLock(directory, path, content);
  } catch (error) {
    heldHere.delete(path);
    throw error;
  }

  const release = () => {
    if (!heldHere.delete(path)) return;
    process.off('exit', release);
    try {
      if (readFileSync(path, 'utf8') === content) unlinkSync(path);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
  };
  process.on('exit', release);
  return { path, release };
}
