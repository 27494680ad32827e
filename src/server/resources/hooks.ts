import type { Entities } from '../../shared/registry';
import type { Db, Queryable } from '../db/db';
import type { Row } from './repository';

/** Who writes where: every write is scoped to this tenant and audited under this login. */
export interface WriteContext {
  tenant: string;
  user: string;
}

/** A write as the hooks see it: the stored row before (none on create) and after (none on delete). */
export interface WriteChange {
  before?: Row;
  after?: Row;
}

/**
 * What a domain adds to the generic writes of one entity, inside the write's transaction: derived values
 * (a derived key, figures), refusals (throw an ApiError) and upkeep of other records' derived figures; and
 * to its reads: state that time alone changes, brought up to date before it is read.
 */
export interface EntityHooks {
  /** Create: the writable body values, before validation; may fill derived (readOnly) values. */
  prepareCreate?(tx: Queryable, context: WriteContext, record: Row): Promise<void>;
  /** Update: the stored row and the merged record before validation; may fill derived values or refuse. */
  prepareUpdate?(tx: Queryable, context: WriteContext, before: Row, after: Row): Promise<void>;
  /** Delete: the stored row; may refuse. */
  prepareDelete?(tx: Queryable, context: WriteContext, before: Row): Promise<void>;
  /** After the row is written: keeps what depends on it right. */
  afterWrite?(tx: Queryable, context: WriteContext, change: WriteChange): Promise<void>;
  /** afterWrite may change derived columns of the written row itself, so the answer reads the row again. */
  rewritesRecord?: true;
  /** Before a read of the tenant's records (list, record, export), outside any transaction. */
  beforeRead?(db: Db, tenant: string): Promise<void>;
}

export type HookPhase = Exclude<keyof EntityHooks, 'rewritesRecord'>;

const PHASES: HookPhase[] = ['prepareCreate', 'prepareUpdate', 'prepareDelete', 'afterWrite', 'beforeRead'];

/** One entity the domain guards (its x-resource) and the hooks it adds to that entity's generic writes. */
export interface Guard {
  resource: string;
  hooks: EntityHooks;
}

/** What a domain module (src/server/domains/) default-exports: the guards it declares, read off the registry. */
export type DomainGuards = (entities: Entities) => Guard[];

/** One domain's hooks on an entity, by the phases of a write they take part in. */
export interface HookListing {
  domain: string;
  phases: HookPhase[];
}

/** The hooks of every entity as the generic writes read them; filled once at start-up (domain-loader.ts). */
export interface EntityHookLookup {
  of(resource: string): readonly EntityHooks[];
  /** Which domains take part in the writes of `resource`, and in which phases. */
  list(resource: string): HookListing[];
}

export class EntityHookRegistry implements EntityHookLookup {
  private readonly byResource = new Map<string, { domain: string; hooks: EntityHooks }[]>();

  add(resource: string, domain: string, hooks: EntityHooks): void {
    this.byResource.set(resource, [...(this.byResource.get(resource) ?? []), { domain, hooks }]);
  }

  of(resource: string): readonly EntityHooks[] {
    return (this.byResource.get(resource) ?? []).map((entry) => entry.hooks);
  }

  list(resource: string): HookListing[] {
    return (this.byResource.get(resource) ?? []).map(({ domain, hooks }) => ({ domain, phases: PHASES.filter((phase) => hooks[phase]) }));
  }
}
