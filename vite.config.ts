import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { buildRegistry } from './src/shared/registry';

/** Vendor groups kept apart so an app change does not invalidate the big, rarely changing libraries. */
const VENDOR_GROUPS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
  { name: 'vendor-refine', test: /node_modules[\\/]@refinedev[\\/]/, priority: 20 },
  { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/, priority: 10 },
];

/** Fails build and dev start on an invalid schema registry; the browser bundle then needs no ajv. */
function registryCheck(): Plugin {
  return {
    name: 'registry-check',
    buildStart() {
      const dir = join(import.meta.dirname, 'schemas');
      const files = Object.fromEntries(
        readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown]),
      );
      buildRegistry(files);
    },
  };
}

export default defineConfig({
  root: '.',
  plugins: [react(), registryCheck()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
