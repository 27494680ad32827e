import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Client tests that need their modules loaded anew: antd's style cache lives in its module, and a style it wrote
 * into an earlier file's page is not written again.
 */
const PAGE_OF_ITS_OWN = ['tests/unit/client/theme/styleContainer.test.tsx'];

/** The client's unit tests run in a page of happy-dom. */
const clientTest = {
  environment: 'happy-dom',
  // Through vite like the app's code, so refine's router bindings and the app share one react-router.
  server: { deps: { inline: ['@refinedev/react-router'] } },
  maxWorkers: 2,
  restoreMocks: true,
  // Each file starts on a first visit, whatever the files before it in the worker left on the shared page.
  setupFiles: ['tests/unit/client/firstVisit.ts'],
} satisfies ViteUserConfig['test'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'tests/unit/client/**'],
          // Rules of the server and of code both sides share: no page around them, so none is built for each file.
          environment: 'node',
          // Vitest's default on 2 cores is one worker.
          maxWorkers: 2,
          // The files of a worker share its loaded modules; a file sets up what it reads (an i18next instance of its own).
          isolate: false,
          // A spy on a shared module's object ends with its test, so it never answers for another file's.
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'unit-client',
          include: ['tests/unit/client/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...PAGE_OF_ITS_OWN],
          ...clientTest,
          // The files of a worker share one page and the modules loaded (React, antd, the app's code): a file
          // unmounts what it mounted and uses an i18next instance of its own, the page is put back to a first visit
          // before each file (setupFiles), and spies end with their test (restoreMocks).
          isolate: false,
        },
      },
      {
        test: { name: 'unit-client-page', include: PAGE_OF_ITS_OWN, ...clientTest },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // Files share a worker's loaded modules (PGlite's compiled wasm, the server's code): each file still
          // gets its own server and database (harness.ts), but no longer pays a fresh import of both.
          isolate: false,
          // Vitest's default on 2 cores is one worker. PGlite is CPU-bound in the worker; PostgreSQL works in
          // its own processes, so a third file can run while two wait on it.
          maxWorkers: process.env.DATABASE_URL ? 3 : 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
