import { test as base } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export * from '@playwright/test';

interface Portal {
  baseURL: string;
}

/** How long a first start (migrations and demo data) may take on a loaded machine. */
const START_TIMEOUT = 240_000;

/**
 * Starts the portal as a user would (`src/server/main.ts` on a fresh embedded database, so the demo data is
 * created exactly as on a first start) on a free port, and stops it when the worker ends.
 */
async function startPortal(): Promise<{ portal: Portal; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  // A worker that ends abruptly (timeout, crash) takes its portal with it.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  let output = '';
  let listening = false;
  const baseURL = await new Promise<string>((resolve, reject) => {
    // The start-up line names the address; later output is read on (so the pipe never fills) and dropped.
    child.stdout.on('data', (chunk: Buffer) => {
      if (listening) return;
      output += chunk.toString();
      const address = /Fuel Portal \(pglite\) on (http:\/\/\S+?)\/? /.exec(output);
      if (!address) return;
      listening = true;
      resolve(address[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (!listening) output += chunk.toString();
      process.stderr.write(chunk);
    });
    void exited.then(([code, signal]) => reject(new Error(`the portal ended (${signal ?? code}) before it listened:\n${output}`)));
  });
  return {
    portal: { baseURL },
    async stop() {
      process.off('exit', orphanGuard);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Browser tests import `test` from here: each Playwright worker gets a portal of its own, so workers run in
 * parallel while the tests of one worker share a server and database as before.
 */
export const test = base.extend<object, { portal: Portal }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { portal, stop } = await startPortal();
      try {
        await use(portal);
      } finally {
        await stop();
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT },
  ],
  baseURL: async ({ portal }, use) => use(portal.baseURL),
});
