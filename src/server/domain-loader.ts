import { join } from 'node:path';
import type { Entities } from '../shared/registry';
import { folderModules } from './module-folder';
import { EntityHookRegistry, type DomainGuards } from './resources/hooks';

const DOMAINS_DIR = join(import.meta.dirname, 'domains');

/** A domain module of domains/, named after its file. */
export interface Domain {
  name: string;
  guards: DomainGuards;
}

/** Every module in domains/ (each default-exports its DomainGuards). */
export async function loadDomains(): Promise<Domain[]> {
  return (await folderModules<DomainGuards>(DOMAINS_DIR)).map(({ name, value }) => ({ name, guards: value }));
}

/** The hooks the domains add to the generic writes; a guard of an entity the registry lacks is an error. */
export function entityHooksOf(domains: Domain[], registry: Entities): EntityHookRegistry {
  const hooks = new EntityHookRegistry();
  for (const domain of domains) {
    for (const guard of domain.guards(registry)) {
      if (!registry.has(guard.resource)) throw new Error(`domains/${domain.name}.ts guards ${guard.resource}, which the registry does not have`);
      hooks.add(guard.resource, domain.name, guard.hooks);
    }
  }
  return hooks;
}

/** Loaded before any route (app.ts), so an entity's rules hold whichever routes are served; a bad guard stops the start. */
export async function loadEntityHooks(registry: Entities): Promise<EntityHookRegistry> {
  return entityHooksOf(await loadDomains(), registry);
}
