import type { Queryable } from '../db/db';
import type { Page } from './page-params';

/** A list in a fixed order: what it selects from where, and the order of its rows (ties broken by its last term). */
export interface FixedOrderList {
  columns: string;
  /** The table (or join) after FROM. */
  from: string;
  /** The condition over `params` ($1 …). */
  where: string;
  order: string;
  params: unknown[];
}

/** One page of the list and how many rows it has: the page and the count are sent at once. */
export async function fixedOrderRows<T>(db: Queryable, list: FixedOrderList, page: Page): Promise<{ rows: T[]; total: number }> {
  const next = list.params.length;
  const [rows, count] = await Promise.all([
    db.query<T>(`SELECT ${list.columns} FROM ${list.from} WHERE ${list.where} ORDER BY ${list.order} OFFSET $${next + 1} LIMIT $${next + 2}`, [
      ...list.params,
      page.offset,
      page.limit,
    ]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${list.from} WHERE ${list.where}`, list.params),
  ]);
  return { rows: rows.rows, total: count.rows[0].total };
}
