import { withKeywordProperties } from '../../shared/keyword-properties';
import type { EntitySchema, Registry } from '../../shared/registry';

/**
 * The entity registry, read from the same schema files the server uses. They are validated with
 * `buildRegistry` at build time (registryCheck in vite.config.ts) and by the server on start; the
 * browser only indexes them (with the properties their keywords add), because ajv compiles validators
 * with `new Function`, which the CSP forbids.
 */
const files = import.meta.glob<EntitySchema>('/schemas/*.json', { eager: true, import: 'default' });

export const registry: Registry = new Map(
  Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, schema]) => [schema['x-resource'], withKeywordProperties(schema)]),
);
