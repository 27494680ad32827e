import type { ImportColumn, ImportDeclaration } from '../../../shared/imports/declaration';
import { restoreFormula } from '../../exports/formula-cells';
import type { ReadProblem } from './types';
import { ImportFileError } from './types';

/** A header cell as it is compared: BOM dropped, trimmed, lower case. */
export const normalHeader = (cell: string): string =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

type Language = 'en' | 'de';

/** Header text → column of one declaration (property name first, then English, then German). */
export interface HeaderLookup {
  columns: Map<string, { column: ImportColumn; language?: Language }>;
}

const lookups = new WeakMap<ImportDeclaration, HeaderLookup>();

/** The declaration's accepted header names, computed once per declaration. */
export function headerLookup(declaration: ImportDeclaration): HeaderLookup {
  let lookup = lookups.get(declaration);
  if (!lookup) {
    const columns: HeaderLookup['columns'] = new Map();
    const add = (text: string, column: ImportColumn, language?: Language) => {
      const normal = normalHeader(text);
      if (!columns.has(normal)) columns.set(normal, { column, language });
    };
    for (const column of declaration.columns) add(column.property, column);
    for (const column of declaration.columns) add(column.header.en, column, 'en');
    for (const column of declaration.columns) add(column.header.de, column, 'de');
    lookup = { columns };
    lookups.set(declaration, lookup);
  }
  return lookup;
}

/** The file's columns, in file order: which declared column each is (undefined: unknown, ignored). */
export interface HeaderMap {
  /** Header text per file position, as in the file (trimmed). */
  headers: string[];
  columns: (ImportColumn | undefined)[];
  warnings: ReadProblem[];
}

/** How well a header fits a declaration: matched cells and whether every required column is there. */
export function headerFit(cells: string[], declaration: ImportDeclaration): { matched: number; complete: boolean } {
  const { columns } = headerLookup(declaration);
  const found = new Set<ImportColumn>();
  for (const cell of cells) {
    const match = columns.get(normalHeader(cell));
    if (match) found.add(match.column);
  }
  return { matched: found.size, complete: declaration.columns.every((column) => !column.required || found.has(column)) };
}

/** The declared import type (schemas/imports) the header fits better than `declaration` (all its required columns and more matches), if any. */
function betterType(cells: string[], declaration: ImportDeclaration, others: Iterable<ImportDeclaration>): string | undefined {
  const own = headerFit(cells, declaration);
  let best: { type: string; matched: number } | undefined;
  for (const other of others) {
    if (other.type === declaration.type) continue;
    const fit = headerFit(cells, other);
    const better = fit.complete && (!own.complete || fit.matched > own.matched);
    if (better && fit.matched > (best?.matched ?? 0)) best = { type: other.type, matched: fit.matched };
  }
  return best?.type;
}

/** The language most header cells are written in (for naming missing columns). */
function fileLanguage(matches: ({ language?: Language } | undefined)[]): Language {
  const german = matches.filter((match) => match?.language === 'de').length;
  const english = matches.filter((match) => match?.language === 'en').length;
  return german > english ? 'de' : 'en';
}

/**
 * Maps the header row onto the declaration's columns, or throws an ImportFileError for a header the
 * file cannot be read with: one cell where several columns are needed (wrong delimiter), a column
 * twice, another import type's file, missing required columns. Unknown columns are warnings.
 */
export function mapHeader(cells: string[], declaration: ImportDeclaration, others: Iterable<ImportDeclaration>): HeaderMap {
  const { columns: lookup } = headerLookup(declaration);
  const headers = cells.map((cell) => restoreFormula(cell.replace(/^\uFEFF/, '').trim()));
  const matches = headers.map((header) => lookup.get(normalHeader(header)));
  const required = declaration.columns.filter((column) => column.required);
  if (headers.length === 1 && required.length > 1 && !matches[0]) {
    throw new ImportFileError([{ row: 1, value: headers[0].slice(0, 200), messageKey: 'errors.wrongDelimiter', params: { delimiters: '; , Tab' } }]);
  }
  const problems: ReadProblem[] = [];
  const seen = new Map<string, number>();
  headers.forEach((header, index) => {
    const id = matches[index]?.column.property ?? normalHeader(header);
    if (id === '') return;
    if (seen.has(id)) problems.push({ row: 1, column: header, messageKey: 'errors.duplicateColumn', params: { column: header } });
    else seen.set(id, index);
  });
  if (problems.length) throw new ImportFileError(problems);
  const other = betterType(headers, declaration, others);
  if (other) throw new ImportFileError([{ row: 1, messageKey: 'errors.otherImportType', params: { type: other, expected: declaration.type } }]);
  const present = new Set(matches.map((match) => match?.column));
  const language = fileLanguage(matches);
  const missing = required.filter((column) => !present.has(column));
  if (missing.length) {
    throw new ImportFileError(
      missing.map((column) => ({ row: 1, column: column.header[language], messageKey: 'errors.missingColumn', params: { column: column.header[language] } })),
    );
  }
  const warnings: ReadProblem[] = [];
  headers.forEach((header, index) => {
    if (matches[index]) return;
    const column = header === '' ? `#${index + 1}` : header;
    warnings.push({ row: 1, column, messageKey: 'errors.unknownColumn', params: { column } });
  });
  return { headers, columns: matches.map((match) => match?.column), warnings };
}
