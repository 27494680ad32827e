import { incomingLinks, registryLinks, type RegistryLink } from '../../../shared/links';
import type { Registry } from '../../../shared/registry';

export interface RecordLinks {
  /** Links the entity declares (x-links): one editable section each. */
  outgoing: RegistryLink[];
  /** Links pointing at the entity: one read-only section each. */
  incoming: RegistryLink[];
}

/** The link sections of an entity's edit page, from the registry alone. */
export function recordLinks(registry: Registry, resource: string): RecordLinks {
  return { outgoing: registryLinks(registry).filter((link) => link.source === resource), incoming: incomingLinks(registry, resource) };
}

export function hasLinks(links: RecordLinks): boolean {
  return links.outgoing.length > 0 || links.incoming.length > 0;
}
