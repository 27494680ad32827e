import type { EntitySchema, Registry } from '../../shared/registry';
import type { Db, Queryable } from '../db/db';
import { errors } from '../errors';
import { isLockedRecord } from '../../shared/record-lock';
import { writeAudit } from './audit';
import type { EntityHookLookup, WriteChange, WriteContext } from './hooks';
import { readOnlyChanges, storedValues, toApiRecord, toRecord, writableInput, type EntityRecord } from './records';
import { referenceErrors } from './references';
import {
  deleteRows,
  findActive,
  findLatestForUpdate,
  findVersion,
  insertRow,
  keyExists,
  latestVersion,
  renameKey,
  updateRow,
  versionValidFrom,
  type Row,
} from './repository';
import { assertNotInUse } from './usages';
import { tenantToday } from '../time/tenant-day';
import type { RecordValidator } from './validation';

export type { WriteContext } from './hooks';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === UNIQUE_VIOLATION;
}

/**
 * Runs the statement that moves a record to `newKey`: a unique violation there means a concurrent
 * save took the key first (the keyExists check could not see it yet), so 409 DUPLICATE_KEY.
 */
async function movingKey<T>(newKey: unknown, statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.duplicateKey(newKey);
    throw error;
  }
}

/**
 * The generic writes of one registry entity: validation (schema + references), versioning, key
 * changes, record locks (x-lock), the domain's hooks and audit entries, each write in one transaction.
 */
export class ResourceService {
  constructor(
    private readonly db: Db,
    private readonly registry: Registry,
    readonly entity: EntitySchema,
    private readonly validate: RecordValidator,
    private readonly hookRegistry?: EntityHookLookup,
  ) {}

  private get hooks() {
    return this.hookRegistry?.of(this.resource) ?? [];
  }

  private async afterWrite(tx: Queryable, context: WriteContext, change: WriteChange): Promise<void> {
    for (const hooks of this.hooks) await hooks.afterWrite?.(tx, context, change);
  }

  /** The row as it is after the hooks (they may have updated derived columns of it). */
  private async reread(tx: Queryable, tenant: string, row: Row): Promise<Row> {
    if (!this.hooks.some((hooks) => hooks.rewritesRecord)) return row;
    return (await findLatestForUpdate(tx, this.entity, tenant, String(row[this.entity['x-key']]))) ?? row;
  }

  /** x-fixed properties keep their stored value (checked after validation, so a malformed value answers 400 first). */
  private assertFixedKept(current: Row, merged: Row): void {
    const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
    const changed = Object.entries(this.entity.properties).find(([name, property]) => property['x-fixed'] && text(current[name]) !== text(merged[name]));
    if (changed) throw errors.fieldFixed(changed[0]);
  }

  /** readOnly properties are the server's: a body may echo them (the stored value, or the default on create), not set them. */
  private assertReadOnlyKept(body: unknown, stored?: EntityRecord): void {
    const changed = readOnlyChanges(this.entity, body, stored);
    if (changed.length) throw errors.validation(changed.map((field) => ({ field, rule: 'readOnly', messageKey: 'validation.readOnly' })));
  }

  private assertUnlocked(current: Row): void {
    if (isLockedRecord(this.entity, current)) throw errors.recordLocked();
  }

  private get resource() {
    return this.entity['x-resource'];
  }

  /** Schema and references; `stored` is the edited record (its references are known to exist). */
  private async check(tx: Queryable, tenant: string, record: EntityRecord, stored?: EntityRecord): Promise<void> {
    const found = this.validate(record);
    const checked = new Set(found.map((error) => error.field));
    const references = await referenceErrors(tx, this.registry, this.entity, tenant, record, stored);
    found.push(...references.filter((error) => !checked.has(error.field)));
    if (found.length) throw errors.validation(found);
  }

  async create(context: WriteContext, body: unknown): Promise<EntityRecord> {
    this.assertReadOnlyKept(body);
    const record = writableInput(this.entity, body).values;
    let key = record[this.entity['x-key']];
    try {
      return await this.db.transaction(async (tx) => {
        for (const hooks of this.hooks) await hooks.prepareCreate?.(tx, context, record);
        key = record[this.entity['x-key']];
        await this.check(tx, context.tenant, record);
        if (await keyExists(tx, this.entity, context.tenant, key)) throw errors.duplicateKey(key);
        if (this.entity['x-versioned']) Object.assign(record, { version: 1, validFrom: record.validFrom ?? (await tenantToday(tx, context.tenant)) });
        const inserted = await insertRow(tx, this.entity, context.tenant, context.user, record);
        await this.afterWrite(tx, context, { after: inserted });
        const saved = await this.reread(tx, context.tenant, inserted);
        const after = toRecord(this.entity, saved);
        await writeAudit(tx, { ...context, resource: this.resource, key, action: 'create', after });
        return toApiRecord(this.entity, saved);
      });
    } catch (error) {
      // A concurrent create of the same key got there first.
      if (isUniqueViolation(error)) throw errors.duplicateKey(key);
      throw error;
    }
  }

  /**
   * PATCH: the body is merged into the stored record (`null` clears a field) and the result validated.
   * Versioned: the body names the version it edits; that version is corrected in place, or a new one is
   * added when the body moves its valid-from (saveVersion).
   */
  async update(context: WriteContext, key: string, body: unknown, confirmKeyChange: boolean): Promise<EntityRecord> {
    const versioned = !!this.entity['x-versioned'];
    try {
      return await this.db.transaction(async (tx) => {
        const latest = await findLatestForUpdate(tx, this.entity, context.tenant, key);
        if (!latest) throw errors.notFound();
        const current = versioned ? await this.editedVersion(tx, context.tenant, key, latest, body) : latest;
        this.assertUnlocked(current);
        this.assertReadOnlyKept(body, storedValues(this.entity, current));
        const { values, cleared } = writableInput(this.entity, body);
        const merged: Row = { ...storedValues(this.entity, current), ...values };
        for (const name of cleared) delete merged[name];
        for (const hooks of this.hooks) await hooks.prepareUpdate?.(tx, context, current, merged);
        await this.check(tx, context.tenant, merged, storedValues(this.entity, current));
        this.assertFixedKept(current, merged);
        const newKey = merged[this.entity['x-key']];
        if (newKey !== current[this.entity['x-key']]) await this.assertKeyChange(tx, context.tenant, key, newKey, confirmKeyChange);
        let row: Row;
        if (versioned) {
          if (newKey !== key) await movingKey(newKey, () => renameKey(tx, this.entity, context.tenant, key, newKey));
          row = await this.saveVersion(tx, context, String(newKey), current, latest, merged);
        } else {
          row = await movingKey(newKey, () => updateRow(tx, this.entity, context.tenant, context.user, key, merged));
        }
        await this.afterWrite(tx, context, { before: current, after: row });
        const saved = await this.reread(tx, context.tenant, row);
        const after = toRecord(this.entity, saved);
        await writeAudit(tx, { ...context, resource: this.resource, key: newKey, action: 'update', before: toRecord(this.entity, current), after });
        return toApiRecord(this.entity, saved);
      });
    } catch (error) {
      // Two editors saved the same version at once: the second one's new version number is taken.
      if (isUniqueViolation(error) && versioned) throw errors.staleVersion(await latestVersion(this.db, this.entity, context.tenant, key));
      throw error;
    }
  }

  /**
   * The version a versioned PATCH edits: the body's `version` (the one the client shows, required). With
   * `changedAt` (the version's last save, as GET answered it) a save over someone else's newer change of
   * that version is refused (409 STALE_VERSION), as is a version that does not exist.
   */
  private async editedVersion(tx: Queryable, tenant: string, key: string, latest: Row, body: unknown): Promise<Row> {
    const { version, changedAt } = (body ?? {}) as { version?: unknown; changedAt?: unknown };
    if (version === undefined || version === null) {
      throw errors.validation([{ field: 'version', rule: 'required', messageKey: 'validation.required' }]);
    }
    const edited = Number.isInteger(Number(version)) ? await findVersion(tx, this.entity, tenant, key, Number(version), true) : undefined;
    const savedAt = (row: Row) => new Date(row.updated_at as Date | string).getTime();
    if (!edited || (typeof changedAt === 'string' && Date.parse(changedAt) !== savedAt(edited))) throw errors.staleVersion(latest.version as number);
    return edited;
  }

  /**
   * A versioned save: with the edited version's valid-from it corrects that version in place; with another
   * date it adds a new version (the next number) valid from then, unless a version already starts that day.
   */
  private async saveVersion(tx: Queryable, context: WriteContext, key: string, edited: Row, latest: Row, merged: Row): Promise<Row> {
    const day = (value: unknown) => String(value ?? '').slice(0, 10);
    merged.validFrom ??= edited.validFrom;
    if (day(merged.validFrom) === day(edited.validFrom)) {
      return updateRow(tx, this.entity, context.tenant, context.user, key, { ...merged, version: edited.version }, edited.version as number);
    }
    const taken = await versionValidFrom(tx, this.entity, context.tenant, key, merged.validFrom);
    if (taken !== undefined) {
      throw errors.validation([{ field: 'validFrom', rule: 'x-versioned', messageKey: 'validation.versionDate', params: { version: taken } }]);
    }
    return insertRow(tx, this.entity, context.tenant, context.user, { ...merged, version: (latest.version as number) + 1 });
  }

  /** A renumbered record must not leave references to its old key behind (IN_USE, like a delete). */
  private async assertKeyChange(tx: Queryable, tenant: string, key: string, newKey: unknown, confirmed: boolean): Promise<void> {
    if (this.entity['x-confirm-key-change'] && !confirmed) throw errors.keyChangeUnconfirmed();
    if (await keyExists(tx, this.entity, tenant, newKey)) throw errors.duplicateKey(newKey);
    await assertNotInUse(tx, this.registry, this.entity, tenant, key);
  }

  /** Deletes the record with all its versions unless others refer to it (IN_USE); answers the record as it was shown. */
  async remove(context: WriteContext, key: string): Promise<EntityRecord> {
    return this.db.transaction(async (tx) => {
      const current = await findActive(tx, this.entity, context.tenant, key);
      if (!current) throw errors.notFound();
      this.assertUnlocked(current);
      for (const hooks of this.hooks) await hooks.prepareDelete?.(tx, context, current);
      await assertNotInUse(tx, this.registry, this.entity, context.tenant, key);
      const before = toRecord(this.entity, current);
      await deleteRows(tx, this.entity, context.tenant, key);
      await this.afterWrite(tx, context, { before: current });
      await writeAudit(tx, { ...context, resource: this.resource, key, action: 'delete', before });
      return before;
    });
  }
}
