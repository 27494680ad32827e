import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRegistry, RegistryError, type Registry } from '../shared/registry';

/** Reads every *.json of `dir` and builds the registry; a broken file throws a RegistryError naming it. */
export async function loadRegistry(dir: string): Promise<Registry> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  const files: Record<string, unknown> = {};
  for (const name of names) {
    const text = await readFile(join(dir, name), 'utf8');
    try {
      files[name] = JSON.parse(text);
    } catch (error) {
      throw new RegistryError(name, `invalid JSON: ${(error as Error).message}`);
    }
  }
  return buildRegistry(files);
}
