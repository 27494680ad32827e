import type { Backlink, LinkCandidate, LinkedRecord, LinkList } from '../../shared/links';
import type { Db, Queryable } from '../db/db';
import { errors } from '../errors';
import type { Page } from '../lists/page-params';
import { writeAudit } from '../resources/audit';
import type { WriteContext } from '../resources/hooks';
import { orderBy } from '../resources/list-query';
import { likePattern } from '../resources/text-search';
import { keyExists, recordSource } from '../resources/repository';
import { SqlParams } from '../resources/sql-params';
import { tenantToday } from '../time/tenant-day';
import { enqueueEvent } from '../webhooks/outbox';
import { quoteIdent } from '../resources/sql-names';
import { assertWithinBounds, boundsOf, boundState } from './bounds';
import type { ResolvedLink } from './declarations';
import { linkErrors } from './link-errors';
import { linkQuantity } from './link-input';
import { countTargets, deleteLinks, holderOf, insertLink, labelsOf, linkScope, linksOfSource, linksOfTarget, updateQuantity, type LinkRow } from './link-store';
import { isoInstant as isoTime } from '../time/instant';

const UNIQUE_VIOLATION = '23505';

/** The resource whose links are the webhook events catsCredit.linked and catsCredit.unlinked. */
const CATS_CREDITS = 'catscredits';

/** What the audit log shows of one link: the target's key, with the quantity and unit where the link has one. */
function linkAuditValues(link: ResolvedLink, row: Pick<LinkRow, 'target_key' | 'quantity'>): Record<string, string> {
  const unit = link.declaration.quantity?.unit;
  const text = row.quantity === null || row.quantity === undefined ? row.target_key : `${row.target_key}: ${Number(row.quantity)} ${unit}`;
  return { [`links.${link.name}`]: text };
}

/** The audit entry of a link change, on the source record. */
export async function auditLink(tx: Queryable, context: WriteContext, link: ResolvedLink, sourceKey: string, before?: LinkRow, after?: LinkRow): Promise<void> {
  const action = before && after ? 'update' : after ? 'link' : 'unlink';
  await writeAudit(tx, {
    ...context,
    resource: link.source['x-resource'],
    key: sourceKey,
    action,
    before: before && linkAuditValues(link, before),
    after: after && linkAuditValues(link, after),
  });
  if (action !== 'update' && link.source['x-resource'] === CATS_CREDITS) {
    const target = { resource: link.target['x-resource'], key: (after ?? before)!.target_key };
    await enqueueEvent(tx, context.tenant, action === 'link' ? 'catsCredit.linked' : 'catsCredit.unlinked', {
      resource: CATS_CREDITS,
      key: sourceKey,
      version: null,
      target,
    });
  }
}

/**
 * The link API of src/shared/links.ts for every x-links declaration: reads, link (or change the quantity)
 * and unlink, each write in one transaction with the source record locked first, then the target, so
 * concurrent links of the same records take turns and the bounds hold.
 */
export class LinkService {
  constructor(private readonly db: Db) {}

  /** 404 NOT_FOUND unless the tenant has the record; `lock` keeps it locked until the transaction ends. */
  private async assertRecord(db: Queryable, link: ResolvedLink, side: 'source' | 'target', tenant: string, key: string, lock?: 'UPDATE'): Promise<void> {
    if (!(await keyExists(db, link[side], tenant, key, lock))) throw errors.notFound();
  }

  /** Rows of one side as the lists show them: the other record's key and label, quantity and (targets) its bound. */
  private async linkedRecords(db: Queryable, link: ResolvedLink, tenant: string, rows: LinkRow[], other: 'source' | 'target'): Promise<LinkedRecord[]> {
    const keyOf = (row: LinkRow) => (other === 'target' ? row.target_key : row.source_key);
    const labels = await labelsOf(db, link, other, tenant, rows.map(keyOf));
    const targetBound = other === 'target' ? boundsOf(link).find((bound) => bound.bound === 'target') : undefined;
    const items: LinkedRecord[] = [];
    for (const row of rows) {
      const item: LinkedRecord = { key: keyOf(row), createdAt: isoTime(row.created_at), createdBy: row.created_by };
      const label = labels.get(item.key);
      if (label !== undefined) item.label = label;
      if (row.quantity !== null) item.quantity = Number(row.quantity);
      if (targetBound) {
        const state = await boundState(db, link, targetBound, tenant, row.target_key, 0);
        Object.assign(item, { targetLimit: state.limit, targetAssigned: state.assigned });
      }
      items.push(item);
    }
    return items;
  }

  async list(tenant: string, link: ResolvedLink, sourceKey: string): Promise<LinkList> {
    await this.assertRecord(this.db, link, 'source', tenant, sourceKey);
    const items = await this.linkedRecords(this.db, link, tenant, await linksOfSource(this.db, link, tenant, sourceKey), 'target');
    if (!link.declaration.quantity) return { items };
    const assigned = await this.assigned(link, tenant, sourceKey);
    const sourceBound = boundsOf(link).find((bound) => bound.bound === 'source');
    if (!sourceBound) return { items, assigned };
    const state = await boundState(this.db, link, sourceBound, tenant, sourceKey, 0);
    return { items, assigned: state.assigned, limit: state.limit, remaining: state.remaining };
  }

  private async assigned(link: ResolvedLink, tenant: string, sourceKey: string): Promise<number> {
    const params = new SqlParams();
    const { rows } = await this.db.query<{ sum: number | null }>(
      `SELECT sum(l.quantity) AS sum FROM record_links l WHERE ${linkScope(params, link, tenant)} AND l.source_key = ${params.add(sourceKey)}`,
      params.values,
    );
    return Number(rows[0].sum ?? 0);
  }

  /**
   * Targets the source record could link now: not linked to it yet, not held by another source (exclusive
   * links) and with room left under the target's bound; `q` searches key and label. In the target's default order.
   */
  async candidates(tenant: string, link: ResolvedLink, sourceKey: string, q: string | undefined, page: Page): Promise<LinkCandidate[]> {
    await this.assertRecord(this.db, link, 'source', tenant, sourceKey);
    const { target } = link;
    const day = await tenantToday(this.db, tenant);
    const params = new SqlParams();
    const key = `r.${quoteIdent(target, target['x-key'])}::text`;
    const label = target['x-label'] ? `r.${quoteIdent(target, target['x-label'])}::text` : key;
    const taken = link.declaration.exclusive ? '' : ` AND l.source_key = ${params.add(sourceKey)}`;
    const conditions = [`NOT EXISTS (SELECT 1 FROM record_links l WHERE ${linkScope(params, link, tenant)} AND l.target_key = ${key}${taken})`];
    const targetBound = boundsOf(link).find((bound) => bound.bound === 'target');
    let available = 'NULL';
    if (targetBound) {
      const divisor = `${params.add(targetBound.divisor)}::numeric`;
      const linked = `(SELECT coalesce(sum(o.quantity), 0) FROM record_links o WHERE ${linkScope(params, link, tenant, 'o')} AND o.target_key = ${key})`;
      available = `r.${quoteIdent(target, targetBound.property)}::numeric / ${divisor} - ${linked}`;
    }
    if (q) {
      const pattern = params.add(likePattern(q));
      conditions.push(`(${key} ILIKE ${pattern} ESCAPE '\\' OR ${label} ILIKE ${pattern} ESCAPE '\\')`);
    }
    const sort = target['x-default-sort'] ?? target['x-key'];
    const terms = [{ field: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? ('DESC' as const) : ('ASC' as const) }];
    if (terms[0].field !== target['x-key']) terms.push({ field: target['x-key'], direction: 'ASC' });
    const source = recordSource(target, params, tenant, day);
    const { rows } = await this.db.query<{ key: string; label: string | null; available: number | null }>(
      `SELECT * FROM (SELECT ${key} AS link_key, ${label} AS link_label, ${available} AS link_available, r.* FROM ${source} AS r) AS r
       WHERE ${conditions.join(' AND ')}${targetBound ? ' AND r.link_available > 0' : ''}
       ORDER BY ${orderBy(target, terms)} LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`,
      params.values,
    );
    return rows.map((row) => {
      const candidate: LinkCandidate = { key: String((row as Record<string, unknown>).link_key) };
      const text = (row as Record<string, unknown>).link_label;
      if (target['x-label'] && text !== null && text !== undefined) candidate.label = String(text);
      if (targetBound) candidate.available = Number((row as Record<string, unknown>).link_available);
      return candidate;
    });
  }

  /** Links the target (or changes the quantity of the link); answers the link as the list shows it. */
  async link(context: WriteContext, link: ResolvedLink, sourceKey: string, targetKey: string, body: unknown): Promise<LinkedRecord> {
    try {
      return await this.db.transaction(async (tx) => {
        await this.assertRecord(tx, link, 'source', context.tenant, sourceKey, 'UPDATE');
        await this.assertRecord(tx, link, 'target', context.tenant, targetKey, 'UPDATE');
        const quantity = linkQuantity(link, body);
        const [existing] = await linksOfSource(tx, link, context.tenant, sourceKey, targetKey);
        if (!existing) {
          await this.assertTargetFree(tx, link, context.tenant, targetKey, sourceKey);
          const max = link.declaration.maxTargets;
          if (max !== undefined && (await countTargets(tx, link, context.tenant, sourceKey)) >= max) throw linkErrors.maxTargets(max);
        }
        if (quantity !== undefined) await assertWithinBounds(tx, link, context.tenant, sourceKey, targetKey, quantity);
        if (!existing) await insertLink(tx, link, context.tenant, context.user, sourceKey, targetKey, quantity);
        else if (quantity !== undefined && Number(existing.quantity) !== quantity)
          await updateQuantity(tx, link, context.tenant, context.user, sourceKey, targetKey, quantity);
        const [row] = await linksOfSource(tx, link, context.tenant, sourceKey, targetKey);
        if (!existing || Number(existing.quantity) !== Number(row.quantity)) await auditLink(tx, context, link, sourceKey, existing, row);
        return (await this.linkedRecords(tx, link, context.tenant, [row], 'target'))[0];
      });
    } catch (error) {
      // Another source took the exclusive target between our check and insert (the unique index refused it).
      if ((error as { code?: string }).code === UNIQUE_VIOLATION && link.declaration.exclusive) {
        await this.assertTargetFree(this.db, link, context.tenant, targetKey, sourceKey);
      }
      throw error;
    }
  }

  /** 409 LINK_TARGET_TAKEN when an exclusive link's target belongs to another source record. */
  private async assertTargetFree(db: Queryable, link: ResolvedLink, tenant: string, targetKey: string, sourceKey: string): Promise<void> {
    if (!link.declaration.exclusive) return;
    const holder = await holderOf(db, link, tenant, targetKey, sourceKey);
    if (holder === undefined) return;
    const labels = await labelsOf(db, link, 'source', tenant, [holder]);
    throw linkErrors.targetTaken(holder, labels.get(holder) ?? holder);
  }

  /** Removes the link; answers it as it was. */
  async unlink(context: WriteContext, link: ResolvedLink, sourceKey: string, targetKey: string): Promise<LinkedRecord> {
    return this.db.transaction(async (tx) => {
      await this.assertRecord(tx, link, 'source', context.tenant, sourceKey, 'UPDATE');
      const [row] = await linksOfSource(tx, link, context.tenant, sourceKey, targetKey);
      if (!row) throw errors.notFound();
      const [item] = await this.linkedRecords(tx, link, context.tenant, [row], 'target');
      await deleteLinks(tx, link, context.tenant, sourceKey, targetKey);
      await auditLink(tx, context, link, sourceKey, row);
      return item;
    });
  }

  /** Every link pointing at the target record, one entry per link that has any (`links`: the ones to show). */
  async backlinks(tenant: string, links: ResolvedLink[], targetKey: string): Promise<Backlink[]> {
    const backlinks: Backlink[] = [];
    for (const link of links) {
      const rows = await linksOfTarget(this.db, link, tenant, targetKey);
      if (rows.length)
        backlinks.push({ source: link.source['x-resource'], link: link.name, items: await this.linkedRecords(this.db, link, tenant, rows, 'source') });
    }
    return backlinks;
  }
}
