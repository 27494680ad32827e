import type { Queryable } from '../db/db';
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
 * (a derived key, figures), refusals (throw an ApiError) and upkeep of other records' derived figures.
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
}

/** The hooks of every entity; domains add theirs when their routes register. */
export class EntityHookRegistry {
  private readonly byResource = new Map<string, EntityHooks[]>();

  add(resource: string, hooks: EntityHooks): void {
    this.byResource.set(resource, [...(this.byResource.get(resource) ?? []), hooks]);
  }

  of(resource: string): readonly EntityHooks[] {
    return this.byResource.get(resource) ?? [];
  }
}
