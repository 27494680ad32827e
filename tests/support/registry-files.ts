import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRegistryFiles as readFolder } from '../../src/server/registry-loader';

export const SCHEMAS_DIR = join(import.meta.dirname, '..', '..', 'schemas');

/** The registry files as the loaders see them: path under schemas/ (`partner.json`, `reports/x.json`, `imports/x.json`) -> parsed JSON. */
export function readRegistryFiles(dir = SCHEMAS_DIR): Record<string, unknown> {
  return readFolder(dir);
}

/**
 * A copy of the registry folder in `target` to change or add files in: the JSON files copied, each report's SQL
 * module a re-export of the original (its imports are relative to schemas/, so a copied file would not resolve them).
 */
export function copyRegistry(target: string, dir = SCHEMAS_DIR): void {
  for (const folder of ['', 'reports', 'imports']) {
    mkdirSync(join(target, folder), { recursive: true });
    for (const name of readdirSync(join(dir, folder), { withFileTypes: true })) {
      if (!name.isFile()) continue;
      const from = join(dir, folder, name.name);
      const to = join(target, folder, name.name);
      if (name.name.endsWith('.json')) copyFileSync(from, to);
      else if (name.name.endsWith('.sql.ts')) writeFileSync(to, `export { default } from ${JSON.stringify(from)};\n`);
    }
  }
}
