import { registryLinks, type LinkDeclaration } from '../../shared/links';
import type { Entities, EntitySchema } from '../../shared/registry';

/** One x-links entry with both of its entities. */
export interface ResolvedLink {
  source: EntitySchema;
  target: EntitySchema;
  name: string;
  declaration: LinkDeclaration;
}

/** Every link of the registry (the loader has checked that each target exists). */
export function resolvedLinks(registry: Entities): ResolvedLink[] {
  return registryLinks(registry).map(({ source, name, declaration }) => ({
    source: registry.get(source)!,
    target: registry.get(declaration.resource)!,
    name,
    declaration,
  }));
}
