import { beforeAll } from 'vitest';
import { allVisibilityKeys } from '../../src/shared/navigation';
import type { EntitySchema } from '../../src/shared/registry';
import type { ApiResponse, TestServer } from './harness';
import { referencedResources, sampleRecord } from './samples';

/** Every menu key (registry resources and pages such as the reports) for test tenants, so every route can be exercised (the demo tenants lack some). */
export async function openEveryResource(server: TestServer, tenants: string[]): Promise<void> {
  const keys = allVisibilityKeys(server.app.registry);
  for (const tenant of tenants) {
    await server.db.query(
      `UPDATE tenants SET visible_routes = (SELECT jsonb_agg(DISTINCT value) FROM jsonb_array_elements(visible_routes || $2::jsonb))
       WHERE name = $1`,
      [tenant, JSON.stringify(keys)],
    );
  }
}

/**
 * Before the file's tests: opens every resource to `tenants` and makes one client per tenant, all as a
 * user of every demo tenant. The clients are filled in by beforeAll, so read them inside tests.
 */
export function useResourceClients(server: TestServer, tenants: string[]): Record<string, ResourceClient> {
  const clients: Record<string, ResourceClient> = {};
  beforeAll(async () => {
    const { token } = await server.loginAs('multi@fuel-portal.example');
    await openEveryResource(server, tenants);
    for (const tenant of tenants) clients[tenant] = new ResourceClient(server, token, tenant);
  });
  return clients;
}

/** A sample record that its entity's x-lock does not lock (a locked record refuses edits and deletes). */
function unlocked(entity: EntitySchema, record: Record<string, unknown>): Record<string, unknown> {
  const lock = entity['x-lock'];
  if (!lock || !lock.values.includes(record[lock.property] as string | number)) return record;
  const free = entity.properties[lock.property].enum?.find((value) => !lock.values.includes(value as string | number));
  return { ...record, [lock.property]: free };
}

/** Calls as one user in one tenant, and creates sample records with whatever they reference. */
export class ResourceClient {
  private seed = 0;
  private readonly existing = new Map<string, string>();
  /** Resources being created right now: a reference back to one of them (a cycle) is left empty. */
  private readonly pending = new Set<string>();

  constructor(
    private readonly server: TestServer,
    private readonly token: string,
    readonly tenant: string,
  ) {}

  call<T = any>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    return this.server.api<T>(method, path, { token: this.token, tenant: this.tenant, body });
  }

  entity(resource: string): EntitySchema {
    return this.server.app.registry.get(resource)!;
  }

  /** A valid new record of `resource` (not stored) whose references exist. */
  async sample(resource: string, seedOffset = 0): Promise<Record<string, unknown>> {
    const entity = this.entity(resource);
    const refs: Record<string, string> = {};
    this.pending.add(resource);
    try {
      for (const target of referencedResources(entity)) if (!this.pending.has(target)) refs[target] = await this.anyKey(target);
    } finally {
      this.pending.delete(resource);
    }
    const seed = ++this.seed * 37 + seedOffset;
    const record = unlocked(entity, sampleRecord(entity, seed, refs));
    if (resource === 'mass-balances') Object.assign(record, await this.balanceHeader(seed));
    return record;
  }

  /**
   * A mass balance needs a period of whole months that overlaps no other balance of its site and
   * product: a fresh site and product per sample, a month from the seed, the default dateTo.
   */
  private async balanceHeader(seed: number): Promise<Record<string, unknown>> {
    const site = await this.create('locations');
    const product = await this.create('products');
    const month = `2026-${String(1 + (seed % 12)).padStart(2, '0')}`;
    return { site: site[this.entity('locations')['x-key']], product: product[this.entity('products')['x-key']], dateFrom: `${month}-01`, dateTo: undefined };
  }

  /** Stores a sample record (a new seed when the key is taken) and answers it as the API returned it. */
  async create(resource: string, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await this.call('POST', `/${resource}`, { ...(await this.sample(resource)), ...overrides });
      if (response.status === 201) return response.body;
      if (response.body?.code !== 'DUPLICATE_KEY' || this.entity(resource)['x-key'] in overrides) {
        throw new Error(`create ${resource}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    throw new Error(`create ${resource}: no free key`);
  }

  /** The key of some record of `resource`, created once per client. */
  async anyKey(resource: string): Promise<string> {
    if (!this.existing.has(resource)) {
      const record = await this.create(resource);
      this.existing.set(resource, record[this.entity(resource)['x-key']]);
    }
    return this.existing.get(resource)!;
  }
}
