/**
 * node --import tsx tests/support/take-data-dir-lock.ts <dir>
 * A racer for the lock tests, driven by stdin so that several processes try at the same moment:
 * prints "ready"; on "lock" tries to lock <dir> and prints "locked" or "refused"; on "release"
 * releases it and prints "released".
 */
import { createInterface } from 'node:readline';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../../src/server/db/data-dir-lock';

let lock: DataDirLock | undefined;
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'lock') {
    try {
      lock = await lockDataDir(process.argv[2]);
      console.log('locked');
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      console.log('refused');
    }
  } else if (line === 'release') {
    lock?.release();
    console.log('released');
  }
}
