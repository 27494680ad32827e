import type { ImportDeclaration } from '../../shared/imports/declaration';
import { withKeywordProperties } from '../../shared/keyword-properties';
import type { EntitySchema, Registry } from '../../shared/registry';
import { registryOf } from '../../shared/registry-of';
import type { ReportDeclaration } from '../../shared/reports/api';

/**
 * The registry, read from the same files the server uses: the entity schemas of schemas/, the reports of
 * schemas/reports/ (their declarations; the SQL next to them is the server's) and the import types of
 * schemas/imports/. They are validated with `buildRegistry` at build time (registryCheck in vite.config.ts)
 * and by the server on start; the browser only indexes them (with the properties their keywords add),
 * because ajv compiles validators with `new Function`, which the CSP forbids.
 */
const entities = import.meta.glob<EntitySchema>('/schemas/*.json', { eager: true, import: 'default' });
const reports = import.meta.glob<ReportDeclaration>('/schemas/reports/*.json', { eager: true, import: 'default' });
const imports = import.meta.glob<ImportDeclaration>('/schemas/imports/*.json', { eager: true, import: 'default' });

export const registry: Registry = registryOf(
  new Map(
    Object.entries(entities)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, schema]) => [schema['x-resource'], withKeywordProperties(schema)]),
  ),
  Object.values(reports),
  Object.values(imports),
);
