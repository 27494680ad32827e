import type { WebhookEvent } from '../../shared/webhooks';
import type { Queryable } from '../db/db';

/** What a delivery's `data` holds: the changed thing by resource and key, never the whole record. */
export interface EventData {
  resource: string;
  key: string;
  version?: number | null;
  [detail: string]: unknown;
}

/** Parameter references (`$n`) and SQL of the events one statement enqueues. */
export interface EventSource {
  tenant: string;
  type: string;
  /** The resource record events are filtered by (an endpoint's `resources`). */
  resource: string;
  /** The `data` of one event, per row of `from`. */
  data: string;
  /** The rows, one per event: a FROM item. */
  from: string;
}

/** The NOTIFY channel the insert trigger of webhook_deliveries sends on (migration 24). */
export const DELIVERY_CHANNEL = 'webhook_delivery';

/**
 * The outbox statement: for every endpoint of the tenant that wants the event (active, subscribed, and for record
 * events the resource among its chosen ones), one delivery per event, all deliveries of an event sharing its id.
 * `change` (a data-changing statement) runs first in the same statement, so a write and its events take one round
 * trip. When no endpoint wants the event the one-time EXISTS gate skips the rows: a bulk write pays one index probe.
 * Part of the caller's transaction: the delivery exists exactly when the change does, and the insert trigger's
 * NOTIFY goes out at commit (never on rollback).
 */
export function enqueueStatement(source: EventSource, change?: string): string {
  return `WITH ${change ? `change AS (${change}),` : ''}
    wanted AS (SELECT tenant, id FROM webhook_endpoints
      WHERE tenant = ${source.tenant} AND active AND events ? ${source.type}::text
        AND (resources IS NULL OR ${source.type}::text NOT LIKE 'record.%' OR resources ? ${source.resource}::text)),
    events AS MATERIALIZED (SELECT gen_random_uuid() AS event_id, ${source.data} AS data FROM ${source.from} WHERE EXISTS (SELECT 1 FROM wanted))
    INSERT INTO webhook_deliveries (tenant, endpoint, event_id, type, data)
    SELECT w.tenant, w.id, e.event_id, ${source.type}::text, e.data FROM wanted w CROSS JOIN events e`;
}

/** Enqueues one event in the caller's transaction (nothing when no endpoint of the tenant wants it). */
export async function enqueueEvent(tx: Queryable, tenant: string, type: WebhookEvent, data: EventData): Promise<void> {
  await tx.query(enqueueStatement({ tenant: '$1', type: '$2', resource: '$3', data: '$4::jsonb', from: '(VALUES (1)) AS one' }), [
    tenant,
    type,
    data.resource,
    JSON.stringify(data),
  ]);
}

const RECORD_EVENTS: Readonly<Record<string, WebhookEvent>> = { create: 'record.created', update: 'record.updated', delete: 'record.deleted' };

/**
 * Audit entries whose resource names no business record: user accounts (a login is personal data and no
 * concern of the company's ERP), tenants and the settings of machines (API tokens, webhook endpoints).
 */
const NOT_RECORDS = new Set(['users', 'tenants', 'api-tokens', 'webhooks']);

/** The record event of an audit entry's action (create, update, delete), if it is one. */
export function recordEventOf(resource: string, action: string): WebhookEvent | undefined {
  return NOT_RECORDS.has(resource) || !Object.hasOwn(RECORD_EVENTS, action) ? undefined : RECORD_EVENTS[action];
}
