import { test as base } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

/**
 * Playwright's test whose pages open a portal of the file's own (one per worker), set up by the module
 * `setup` names (its default export fills the database): for data the shared server must not get, such as
 * thousands of rows other tests would page through. The server runs in a process of its own, as the shared
 * one does.
 */
export function testWithOwnServer(setup: string) {
  return base.extend<object, { ownServerUrl: string }>({
    ownServerUrl: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
      async ({}, use) => {
        const server = spawn(process.execPath, ['--import', 'tsx', SERVE, fileURLToPath(setup)], { stdio: ['ignore', 'pipe', 'inherit'] });
        let output = '';
        server.stdout.setEncoding('utf8');
        const url = await new Promise<string>((found, failed) => {
          server.stdout.on('data', (chunk: string) => {
            output += chunk;
            const line = /listening (\S+)/.exec(output);
            if (line) found(line[1]);
          });
          server.on('exit', (code) => failed(new Error(`the own server stopped (exit code ${code}) before it listened:\n${output}`)));
        });
        await use(url);
        const exited = once(server, 'exit');
        server.kill('SIGTERM');
        await exited;
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ ownServerUrl }, use) => use(ownServerUrl),
  });
}
