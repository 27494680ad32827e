import react from '@vitejs/plugin-react';
import { _ } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { readRegistryFiles } from './src/server/registry-loader';
import { inputSchema } from './src/shared/column-values';
import { formats } from './src/shared/json-formats';
import { buildRegistry } from './src/shared/registry';
import { FIRST_LOAD_BUDGET, measureFirstLoad } from './src/build/first-load';
import { antdStylesheet, type AntdStylesheet } from './src/build/antd-styles';
import { precompress } from './src/build/precompress';

/**
 * React kept apart so an app change does not invalidate it. No group for refine or antd: a group
 * pulls every module it matches into one chunk, so the login page would load what any page uses.
 */
const VENDOR_GROUPS = [{ name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 }];

const SCHEMA_DIR = join(import.meta.dirname, 'schemas');

/**
 * Fails build and dev start on an invalid registry (entities, reports and their SQL files, import types), with
 * the server's loader and checks; the browser bundle then needs no ajv compiler.
 */
function registryCheck(): Plugin {
  return {
    name: 'registry-check',
    buildStart() {
      buildRegistry(readRegistryFiles(SCHEMA_DIR));
    },
  };
}

const VALIDATORS_ID = 'virtual:entity-validators';

/** The module the generated code takes its formats from: the same ones the server validates with. */
const FORMATS_MODULE = join(import.meta.dirname, 'src/shared/json-formats.ts');

/**
 * `virtual:entity-validators`: ajv standalone code for every registry entity's input schema, generated
 * here because the server's CSP forbids the `new Function` that ajv's runtime compile needs. Same
 * schemas (`inputSchema`), same formats as the server.
 */
function entityValidators(): Plugin {
  const resolved = `\0${VALIDATORS_ID}`;
  return {
    name: 'entity-validators',
    resolveId: (id) => (id === VALIDATORS_ID ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      for (const name of readdirSync(SCHEMA_DIR)) this.addWatchFile(join(SCHEMA_DIR, name));
      const ajv = new Ajv2020({
        allErrors: true,
        strict: false,
        formats,
        code: { source: true, esm: true, formats: _`require(${FORMATS_MODULE}).formats` },
      });
      const exports: Record<string, string> = {};
      const names: Record<string, string> = {};
      for (const entity of buildRegistry(readRegistryFiles(SCHEMA_DIR)).values()) {
        const name = `validate_${entity['x-resource'].replace(/[^a-z0-9]/g, '_')}`;
        const schema = inputSchema(entity);
        ajv.addSchema(schema);
        exports[name] = schema.$id as string;
        names[entity['x-resource']] = name;
      }
      const table = Object.entries(names).map(([resource, name]) => `${JSON.stringify(resource)}: ${name}`);
      return `${standaloneCode(ajv, exports)}\nexport const validators = { ${table.join(', ')} };\n`;
    },
  };
}

/** Prints the first-load figure after a build (tests/unit/first-load-budget.test.ts holds it to the budget). */
function firstLoadReport(outDir: string): Plugin {
  return {
    name: 'first-load-report',
    apply: 'build',
    closeBundle() {
      const { bytes } = measureFirstLoad(outDir);
      const kB = (value: number) => `${(value / 1000).toFixed(1)} kB`;
      this.info(`first load (entry and login page, gzip JavaScript): ${kB(bytes)} of ${kB(FIRST_LOAD_BUDGET)}`);
    },
  };
}

/** The build's antd stylesheet (src/build/antd-styles.ts), linked first in the page's head so the app's own CSS comes after it. */
function antdStyles(): Plugin {
  let stylesheet: AntdStylesheet | undefined;
  const made = () => (stylesheet ??= antdStylesheet());
  return {
    name: 'antd-styles',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${made().fileName}` }, injectTo: 'head-prepend' }],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: made().fileName, source: made().css });
    },
  };
}

/** Brotli and gzip copies of the build's text files (src/build/precompress.ts). */
function precompressed(outDir: string): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      const { bytes, brotli } = precompress(outDir);
      this.info(`compressed ${(bytes / 1e6).toFixed(1)} MB of text files to ${(brotli / 1e6).toFixed(1)} MB (brotli)`);
    },
  };
}

const OUT_DIR = 'dist/client';

export default defineConfig({
  root: '.',
  plugins: [react(), registryCheck(), entityValidators(), antdStyles(), firstLoadReport(OUT_DIR), precompressed(OUT_DIR)],
  build: {
    outDir: OUT_DIR,
    manifest: true,
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
