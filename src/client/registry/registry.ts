import { buildRegistry } from '../../shared/registry';

/** The entity registry, read from the same schema files the server uses. */
export const registry = buildRegistry(
  import.meta.glob('/schemas/*.json', { eager: true, import: 'default' }) as Record<string, unknown>,
);
