import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRegistry, RegistryError, type Registry } from '../shared/registry';
import { reportFile, reportSqlFile } from '../shared/reports/declaration';

const SUBFOLDERS = ['reports', 'imports'];
const SQL_SUFFIX = '.sql.ts';

const filesOf = (dir: string, folder: string) => {
  const path = join(dir, folder);
  return existsSync(path) ? readdirSync(path).map((name) => (folder ? `${folder}/${name}` : name)) : [];
};

/**
 * The files of a registry folder as `buildRegistry` takes them: path under the folder -> parsed JSON (the
 * entities at the top, `reports/*.json`, `imports/*.json`). A report declaration without its SQL module
 * (`reports/{id}.sql.ts`) or a SQL module without its declaration is refused naming the file; so is a file
 * that is not JSON. Synchronous: the build (vite.config.ts) checks the same files the server loads.
 */
export function readRegistryFiles(dir: string): Record<string, unknown> {
  const names = ['', ...SUBFOLDERS].flatMap((folder) => filesOf(dir, folder));
  const files: Record<string, unknown> = {};
  for (const name of names.filter((file) => file.endsWith('.json'))) {
    try {
      files[name] = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      throw new RegistryError(name, `invalid JSON: ${(error as Error).message}`);
    }
  }
  const reports = (suffix: string) =>
    new Set(filesOf(dir, 'reports').flatMap((name) => (name.endsWith(suffix) ? [name.slice('reports/'.length, -suffix.length)] : [])));
  const declared = reports('.json');
  const queried = reports(SQL_SUFFIX);
  for (const id of declared) if (!queried.has(id)) throw new RegistryError(reportFile(id), `the report's SQL ${reportSqlFile(id)} is missing`);
  for (const id of queried) if (!declared.has(id)) throw new RegistryError(reportSqlFile(id), `no declaration ${reportFile(id)} for this SQL`);
  return files;
}

/** Reads and builds the registry of `dir`; a broken file throws a RegistryError naming it. */
export async function loadRegistry(dir: string): Promise<Registry> {
  return buildRegistry(readRegistryFiles(dir));
}
