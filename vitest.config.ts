import { configDefaults, defineConfig } from 'vitest/config';

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
        },
      },
      {
        test: {
          name: 'unit-client',
          include: ['tests/unit/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Through vite like the app's code, so refine's router bindings and the app share one react-router.
          server: { deps: { inline: ['@refinedev/react-router'] } },
          maxWorkers: 2,
        },
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
