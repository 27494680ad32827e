import type { EntitySchema } from '../../shared/registry';
import { registry } from '../registry/registry';

/** The registry entry of a resource; routes are built from the registry, so a miss is a programming error. */
export function useEntity(resource: string): EntitySchema {
  const entity = registry.get(resource);
  if (!entity) throw new Error(`Unknown resource "${resource}"`);
  return entity;
}
