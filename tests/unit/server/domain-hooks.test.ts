import { describe, expect, it } from 'vitest';
import { entityHooksOf, loadDomains, loadEntityHooks } from '../../../src/server/domain-loader';
import { DEFAULT_SCHEMAS_DIR } from '../../../src/server/project-paths';
import { loadRegistry } from '../../../src/server/registry-loader';

describe('domains register their hooks without any route', () => {
  it('every entity has the hooks of exactly the domains that declare they guard it, in the phases they declare', async () => {
    const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);
    const domains = await loadDomains();
    const hooks = await loadEntityHooks(registry);
    for (const resource of registry.keys()) {
      const declared = domains.flatMap((domain) =>
        domain
          .guards(registry)
          .filter((guard) => guard.resource === resource)
          .map((guard) => ({
            domain: domain.name,
            phases: Object.keys(guard.hooks)
              .filter((name) => typeof guard.hooks[name as keyof typeof guard.hooks] === 'function')
              .sort(),
          })),
      );
      const listed = hooks.list(resource).map((listing) => ({ domain: listing.domain, phases: [...listing.phases].sort() }));
      expect(listed, resource).toEqual(declared);
    }
  });

  it('each domain module guards at least one entity of the registry', async () => {
    const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);
    for (const domain of await loadDomains()) expect(domain.guards(registry).length, domain.name).toBeGreaterThan(0);
  });

  it('a domain guarding an entity the registry does not have stops the start, naming the domain and the entity', async () => {
    const registry = new Map(await loadRegistry(DEFAULT_SCHEMAS_DIR));
    registry.delete('production-figures');
    const domains = await loadDomains();
    expect(() => entityHooksOf(domains, registry)).toThrow('domains/mass-balance.ts guards production-figures, which the registry does not have');
  });
});
