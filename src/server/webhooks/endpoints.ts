import type { DeliveryStatus, WebhookDelivery, WebhookEndpoint, WebhookEvent } from '../../shared/webhooks';
import type { Queryable } from '../db/db';
import type { Page } from '../lists/page-params';
import { DELIVERY_CHANNEL } from './outbox';
import { isoInstantOrNull as iso } from '../time/instant';
import { fixedOrderRows } from '../lists/fixed-order-rows';

const ENDPOINT_COLUMNS = `id::text AS id, url, events, resources, active, created_at, created_by, disabled_at, disabled_reason`;

interface EndpointRow {
  id: string;
  url: string;
  events: WebhookEvent[];
  resources: string[] | null;
  active: boolean;
  created_at: Date | string;
  created_by: string;
  disabled_at: Date | string | null;
  disabled_reason: string | null;
}

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  resources: row.resources,
  active: row.active,
  createdAt: iso(row.created_at)!,
  createdBy: row.created_by,
  disabledAt: iso(row.disabled_at),
  disabledReason: row.disabled_reason,
});

/** What an endpoint is saved with (the route has checked the URL). */
export interface EndpointInput {
  url: string;
  events: WebhookEvent[];
  resources: string[] | null;
  active: boolean;
}

/** One page of the tenant's endpoints, oldest first, and their total. */
export async function listEndpoints(db: Queryable, tenant: string, page: Page): Promise<{ rows: WebhookEndpoint[]; total: number }> {
  const { rows, total } = await fixedOrderRows<EndpointRow>(
    db,
    { columns: ENDPOINT_COLUMNS, from: 'webhook_endpoints', where: 'tenant = $1', order: 'created_at, id', params: [tenant] },
    page,
  );
  return { rows: rows.map(toEndpoint), total };
}

export async function findEndpoint(db: Queryable, tenant: string, id: string): Promise<WebhookEndpoint | undefined> {
  const { rows } = await db.query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE tenant = $1 AND id = $2`, [tenant, id]);
  return rows[0] && toEndpoint(rows[0]);
}

export async function insertEndpoint(db: Queryable, tenant: string, user: string, id: string, secret: string, input: EndpointInput): Promise<WebhookEndpoint> {
  const { rows } = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (tenant, id, url, events, resources, secret, active, created_by)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8) RETURNING ${ENDPOINT_COLUMNS}`,
    [tenant, id, input.url, JSON.stringify(input.events), input.resources && JSON.stringify(input.resources), secret, input.active, user],
  );
  return toEndpoint(rows[0]);
}

/** Saves the given fields; turning an endpoint on again clears why it was off and its count of failures. */
export async function updateEndpoint(db: Queryable, tenant: string, id: string, input: Partial<EndpointInput>): Promise<WebhookEndpoint | undefined> {
  const { rows } = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET url = coalesce($3, url), events = coalesce($4::jsonb, events),
            resources = CASE WHEN $5::boolean THEN $6::jsonb ELSE resources END,
            active = coalesce($7, active),
            consecutive_failures = CASE WHEN $7 AND NOT active THEN 0 ELSE consecutive_failures END,
            disabled_at = CASE WHEN $7 THEN NULL ELSE disabled_at END,
            disabled_reason = CASE WHEN $7 THEN NULL ELSE disabled_reason END
      WHERE tenant = $1 AND id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
    [
      tenant,
      id,
      input.url ?? null,
      input.events ? JSON.stringify(input.events) : null,
      input.resources !== undefined,
      input.resources ? JSON.stringify(input.resources) : null,
      input.active ?? null,
    ],
  );
  return rows[0] && toEndpoint(rows[0]);
}

export async function rotateSecret(db: Queryable, tenant: string, id: string, secret: string): Promise<boolean> {
  const { rows } = await db.query('UPDATE webhook_endpoints SET secret = $3 WHERE tenant = $1 AND id = $2 RETURNING id', [tenant, id, secret]);
  return rows.length > 0;
}

/** Removes the endpoint with its deliveries (ON DELETE CASCADE). */
export async function deleteEndpoint(db: Queryable, tenant: string, id: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM webhook_endpoints WHERE tenant = $1 AND id = $2 RETURNING id', [tenant, id]);
  return rows.length > 0;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  type: WebhookEvent;
  status: DeliveryStatus;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date | string;
  last_attempt_at: Date | string | null;
  next_attempt_at: Date | string;
  delivered_at: Date | string | null;
}

const waiting = (status: DeliveryStatus) => status === 'pending' || status === 'retrying';

/** One page of an endpoint's delivery log, newest first, and its total. */
export async function listDeliveries(db: Queryable, tenant: string, endpoint: string, page: Page): Promise<{ rows: WebhookDelivery[]; total: number }> {
  const { rows, total } = await fixedOrderRows<DeliveryRow>(
    db,
    {
      columns:
        'id::text AS id, event_id::text AS event_id, type, status, attempts, last_status, last_error, created_at, last_attempt_at, next_attempt_at, delivered_at',
      from: 'webhook_deliveries',
      where: 'tenant = $1 AND endpoint = $2',
      order: 'created_at DESC, id DESC',
      params: [tenant, endpoint],
    },
    page,
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      type: row.type,
      status: row.status,
      attempts: row.attempts,
      lastStatusCode: row.last_status,
      lastError: row.last_error,
      createdAt: iso(row.created_at)!,
      lastAttemptAt: iso(row.last_attempt_at),
      nextAttemptAt: waiting(row.status) ? iso(row.next_attempt_at) : null,
      deliveredAt: iso(row.delivered_at),
    })),
    total,
  };
}

/**
 * "Send again": the delivery is due at once, with a fresh retry window, whatever its status (a delivered one is
 * sent again with the same event id and its attempts counted from 0, so a receiver that keeps ids sees it is no new event). The NOTIFY wakes the workers.
 */
export async function requeueDelivery(db: Queryable, tenant: string, endpoint: string, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = now(), queued_at = now(), locked_until = NULL, lease = NULL
      WHERE tenant = $1 AND endpoint = $2 AND id = $3 RETURNING id`,
    [tenant, endpoint, id],
  );
  if (rows.length) await db.query('SELECT pg_notify($1, $2)', [DELIVERY_CHANNEL, '']);
  return rows.length > 0;
}
