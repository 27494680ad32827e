import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (two levels above src/server). */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_SCHEMAS_DIR = resolve(PROJECT_ROOT, 'schemas');
export const DEFAULT_STATIC_DIR = resolve(PROJECT_ROOT, 'dist/client');

export function hasIndexHtml(dir: string | undefined): dir is string {
  return !!dir && existsSync(resolve(dir, 'index.html'));
}
