import { existsSync, readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A module of a folder, named after its file (without extension), and its default export. */
export interface FolderModule<T> {
  name: string;
  value: T;
}

/**
 * The default export of every module in `dir`, by file name, so a feature adds itself with a file of its
 * own instead of an edit to the code that assembles the app (route areas, domains).
 */
export async function folderModules<T>(dir: string): Promise<FolderModule<T>[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((file) => /\.[cm]?[jt]s$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
  const modules: FolderModule<T>[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as { default: T };
    modules.push({ name: basename(file, extname(file)), value: module.default });
  }
  return modules;
}
