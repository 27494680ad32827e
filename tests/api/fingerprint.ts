import type { Queryable } from '../../src/server/db/db';

/**
 * Written on a refusal by design: failed logins are counted on a 401 (throttling, per address and per login),
 * and a write sent with an idempotency key keeps its answer, a refusal too, so sending it again answers the same.
 */
const WRITTEN_ON_REFUSAL = new Set(['login_attempts', 'login_attempt_totals', 'idempotency_keys']);

/**
 * Columns written apart from the request at hand: when an API token was last used (noted on any request), and
 * what the webhook worker writes while it sends a delivery queued by an earlier write, and retries it (its state,
 * attempts and answer, the endpoint's failures in a row and its disabling).
 */
const WRITTEN_APART: Record<string, string[]> = {
  api_tokens: ['last_used_at'],
  webhook_deliveries: ['status', 'attempts', 'next_attempt_at', 'locked_until', 'lease', 'last_status', 'last_error', 'last_attempt_at', 'delivered_at'],
  webhook_endpoints: ['consecutive_failures', 'active', 'disabled_at', 'disabled_reason'],
};

/**
 * Derived from the entity tables by their triggers, whose prints already show every change; their rows are
 * rearranged (folded) when a list is read or a write leaves many, and the import message a refused import
 * writes is counted there too.
 */
const DERIVED = new Set(['record_counts', 'value_counts', 'key_marks']);

const statements = new WeakMap<Queryable, Promise<string>>();

/**
 * One statement hashing every table: the rows of `$1` where a table has a `tenant` column, all rows
 * of the others (users, tenants, tokens, settings, messages: small). Order-independent sums of row hashes,
 * so a changed, added or removed row changes the print, without sorting anything.
 */
async function fingerprintSql(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ table_name: string; scoped: boolean }>(
    `SELECT table_name, bool_or(column_name = 'tenant') AS scoped FROM information_schema.columns
     WHERE table_schema = current_schema() GROUP BY table_name ORDER BY table_name`,
  );
  return rows
    .filter((row) => !WRITTEN_ON_REFUSAL.has(row.table_name) && !DERIVED.has(row.table_name))
    .map(
      ({ table_name: table, scoped }) =>
        `SELECT '${table}' AS name, count(*)::text || ':' || coalesce(sum(hashtext(${Object.hasOwn(WRITTEN_APART, table) ? `(to_jsonb(t) - ARRAY['${WRITTEN_APART[table].join("', '")}'])` : 't'}::text)::bigint), 0)::text AS print
         FROM "${table}" t${scoped ? ' WHERE t.tenant = $1' : ''}`,
    )
    .join(' UNION ALL ');
}

/** A cheap print of what a request could change for `tenant`: equal prints, nothing written. */
export async function fingerprint(db: Queryable, tenant: string): Promise<Record<string, string>> {
  if (!statements.has(db)) statements.set(db, fingerprintSql(db));
  const { rows } = await db.query<{ name: string; print: string }>(await statements.get(db)!, [tenant]);
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}
