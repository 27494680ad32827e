import type { ImportDeclaration } from './imports/declaration';
import type { Entities, Registry } from './registry';
import type { ReportDeclaration } from './reports/api';

/** By `order`, then by name, so two files of one position keep a stable order. */
const byOrder =
  <T extends { order?: number }>(name: (item: T) => string) =>
  (a: T, b: T) =>
    (a.order ?? 0) - (b.order ?? 0) || name(a).localeCompare(name(b));

/** Import declarations in the order the import view offers them. */
export const inImportOrder = (imports: readonly ImportDeclaration[]) => [...imports].sort(byOrder((declaration) => declaration.type));

/**
 * The registry of the entities and the declarations of reports and import types, each in its order. Without
 * ajv: the server's `buildRegistry` checks the files first, the browser indexes the files the build checked.
 */
export function registryOf(entities: Entities, reports: readonly ReportDeclaration[], imports: readonly ImportDeclaration[]): Registry {
  return Object.assign(new Map(entities), {
    reports: new Map([...reports].sort(byOrder((report) => report.id)).map((report) => [report.id, report])),
    imports: new Map(inImportOrder(imports).map((declaration) => [declaration.type, declaration])),
  });
}
