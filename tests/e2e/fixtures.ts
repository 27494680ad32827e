import { expect, test as base } from '@playwright/test';
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

/** A portal in a process of its own, and how to stop it. */
export interface RunningPortal {
  portal: Portal;
  stop(): Promise<void>;
}

/**
 * Starts a server process (`node --import tsx <args>`) and answers once its output names the address it
 * listens on (`address`'s first group); stopping it ends the process. A worker that ends abruptly (timeout,
 * crash) takes the process with it.
 */
export async function startPortalProcess(args: string[], address: RegExp, env: NodeJS.ProcessEnv = {}): Promise<RunningPortal> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = once(child, 'exit');
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  let output = '';
  let listening = false;
  const baseURL = await new Promise<string>((resolve, reject) => {
    // The start-up line names the address; later output is read on (so the pipe never fills) and dropped.
    child.stdout.on('data', (chunk: Buffer) => {
      if (listening) return;
      output += chunk.toString();
      const found = address.exec(output);
      if (!found) return;
      listening = true;
      resolve(found[1]);
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
    },
  };
}

/**
 * Starts the portal as a user would (`src/server/main.ts` on a fresh embedded database, so the demo data is
 * created exactly as on a first start) on a free port, and stops it when the worker ends.
 */
async function startPortal(): Promise<RunningPortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const running = await startPortalProcess(['src/server/main.ts'], /Fuel Portal \(pglite\) on (http:\/\/\S+?)\/? /, {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  return {
    portal: running.portal,
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Browser tests import `test` from here: each Playwright worker gets a portal of its own, so workers run in
 * parallel while the tests of one worker share a server and database as before.
 */
export const test = base.extend<{ labelsComplete: void }, { portal: Portal }>({
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
  // A label the locales lack is logged by the page (src/shared/labels.ts): every browser test fails on it.
  labelsComplete: [
    async ({ context }, use) => {
      const missing: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('Missing label: ')) missing.push(message.text());
      });
      await use();
      expect(missing, 'labels the locales lack').toEqual([]);
    },
    { auto: true },
  ],
});
