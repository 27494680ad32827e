import { fileURLToPath } from 'node:url';
import { startPortalProcess, test as base } from '../fixtures';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

/**
 * The browser test whose pages open a portal of the file's own (one per worker), set up by the module
 * `setup` names (its default export fills the database): for data the shared portal must not get, such as
 * thousands of rows other tests would page through. The worker's shared portal is not started for it.
 */
export function testWithOwnServer(setup: string) {
  return base.extend<object, { ownServerUrl: string }>({
    ownServerUrl: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
      async ({}, use) => {
        const { portal, stop } = await startPortalProcess([SERVE, fileURLToPath(setup)], /listening (\S+)/);
        try {
          await use(portal.baseURL);
        } finally {
          await stop();
        }
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ ownServerUrl }, use) => use(ownServerUrl),
  });
}
