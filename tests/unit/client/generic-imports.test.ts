import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../../src');
const CLIENT = join(SRC, 'client');

/** What generic code may use: itself and the client's foundation, which knows no feature (src/client/README.md). */
const FOUNDATION_FOLDERS = ['generic', 'access', 'api', 'auth', 'format', 'i18n', 'notifications', 'providers', 'registry', 'settings', 'storage'];
/** routing/ assembles the features, layout/ the shell; only routing's path helpers and layout's screen-size hooks are foundation. */
const FOUNDATION_FILES = ['routing/paths.ts', 'routing/useLanguage.ts', 'layout/useMediaQuery.ts', 'layout/useNarrowScreen.ts'];

type ReadSource = (file: string) => string;

const clientPath = (file: string) => relative(CLIENT, file).split('\\').join('/');

function isFoundation(file: string): boolean {
  const path = relative(SRC, file).split('\\').join('/');
  if (!path.startsWith('client/')) return path.startsWith('shared/');
  return FOUNDATION_FOLDERS.some((folder) => path.startsWith(`client/${folder}/`)) || FOUNDATION_FILES.includes(clientPath(file));
}

function resolveImport(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const file = [base, `${base}.ts`, `${base}.tsx`, `${base}.d.ts`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
  if (!file) throw new Error(`${clientPath(from)}: cannot resolve ${specifier}`);
  return file;
}

/**
 * Follows every relative import (static, dynamic, type-only) from the files of src/client/generic, and
 * answers each file reached outside the foundation with the chain of imports that reaches it.
 */
function reachedOutsideFoundation(read: ReadSource): string[] {
  const generic = join(CLIENT, 'generic');
  const start = readdirSync(generic, { recursive: true, encoding: 'utf8' })
    .map((name) => join(generic, name))
    .filter((file) => /\.tsx?$/.test(file));
  const importedBy = new Map<string, string | undefined>(start.map((file) => [file, undefined]));
  const chainOf = (file: string): string[] => {
    const parent = importedBy.get(file);
    return [...(parent ? chainOf(parent) : []), clientPath(file)];
  };
  const outside: string[] = [];
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!isFoundation(file)) {
      outside.push(chainOf(file).join(' → '));
      continue;
    }
    if (!/\.tsx?$/.test(file)) continue;
    for (const { fileName } of ts.preProcessFile(read(file), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(file, fileName);
      if (importedBy.has(target)) continue;
      importedBy.set(target, file);
      queue.push(target);
    }
  }
  return outside;
}

const readSource: ReadSource = (file) => readFileSync(file, 'utf8');

/** The sources as they are, with `line` added to the file at `path` (relative to src/client). */
const plantedIn =
  (path: string, line: string): ReadSource =>
  (file) =>
    clientPath(file) === path ? `${readSource(file)}\n${line}\n` : readSource(file);

describe('generic list and form know no feature', () => {
  it('src/client/generic reaches, through all its imports, only itself, the foundation folders and src/shared', () => {
    expect(reachedOutsideFoundation(readSource)).toEqual([]);
  });

  it('a feature imported by a generic file is found, named with its chain', () => {
    expect(reachedOutsideFoundation(plantedIn('generic/form/EntityForm.tsx', "import '../../mass-balance/allocation';"))).toContain(
      'generic/form/EntityForm.tsx → mass-balance/allocation.ts',
    );
  });

  it('a feature reached through a foundation module, or lazily, is found too', () => {
    const reached = reachedOutsideFoundation(plantedIn('format/number.ts', "const page = () => import('../reports/ReportPage');"));
    expect(reached.some((chain) => chain.endsWith('format/number.ts → reports/ReportPage.tsx'))).toBe(true);
  });

  it("the URL table and the section table are routing's, not foundation", () => {
    expect(reachedOutsideFoundation(plantedIn('generic/useEntity.ts', "import '../routing/sectionTable';"))).toContain(
      'generic/useEntity.ts → routing/sectionTable.ts',
    );
  });
});
