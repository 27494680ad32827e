import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const SCHEMAS_DIR = join(import.meta.dirname, '..', '..', 'schemas');

/** The registry files as the loaders see them: file name -> parsed JSON. */
export function readRegistryFiles(dir = SCHEMAS_DIR): Record<string, unknown> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8'))]),
  );
}
