import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { postMessage } from '../users/messages';
import { DELIVERY_CHANNEL } from './outbox';
import { sendDelivery, type Attempt } from './send';
import type { WebhookSettings } from './settings';

interface ClaimedDelivery {
  tenant: string;
  id: string;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  event_time: Date | string;
  /** This attempt's number. */
  attempts: number;
  lease: string;
  url: string;
  secret: string;
}

/** Why the portal turned an endpoint off (webhook_endpoints.disabled_reason; labels webhooks.disabledReasons.*). */
export type DisabledReason = 'retriesExhausted' | 'consecutiveFailures';

/**
 * Takes due deliveries (pending, or retrying whose time has come) of active endpoints and holds them for a lease.
 * FOR UPDATE SKIP LOCKED lets nodes claiming at once take different rows; the lease (locked_until) keeps a taken
 * row from everyone else until it runs out, so a delivery is sent by one node, and again only when that node died.
 */
const CLAIM = `UPDATE webhook_deliveries d
    SET locked_until = now() + make_interval(secs => $2::float8), lease = gen_random_uuid(), attempts = d.attempts + 1, last_attempt_at = now()
   FROM webhook_endpoints e
  WHERE (d.tenant, d.id) IN (
          SELECT q.tenant, q.id FROM webhook_deliveries q
            JOIN webhook_endpoints qe ON qe.tenant = q.tenant AND qe.id = q.endpoint AND qe.active
           WHERE q.status IN ('pending', 'retrying') AND q.next_attempt_at <= now() AND (q.locked_until IS NULL OR q.locked_until <= now())
           ORDER BY q.next_attempt_at LIMIT $1
             FOR UPDATE OF q SKIP LOCKED)
    AND e.tenant = d.tenant AND e.id = d.endpoint
  RETURNING d.tenant, d.id, d.event_id, d.type, d.data, d.event_time, d.attempts, d.lease, e.url, e.secret`;

/** Seconds until the next delivery of an active endpoint is due (or its lease runs out); null when none waits. */
const NEXT_DUE = `SELECT extract(epoch FROM min(greatest(d.next_attempt_at, coalesce(d.locked_until, d.next_attempt_at))) - now())::float8 AS wait
   FROM webhook_deliveries d JOIN webhook_endpoints e ON e.tenant = d.tenant AND e.id = d.endpoint AND e.active
  WHERE d.status IN ('pending', 'retrying')`;

/** Only while the lease is still this node's: a node that took too long finds the row gone to another one. */
const DELIVERED = `WITH d AS (
    UPDATE webhook_deliveries SET status = 'delivered', delivered_at = now(), last_status = $3, last_error = NULL, locked_until = NULL, lease = NULL
     WHERE tenant = $1 AND id = $2 AND lease = $4 RETURNING tenant, endpoint)
  UPDATE webhook_endpoints e SET consecutive_failures = 0 FROM d WHERE e.tenant = d.tenant AND e.id = d.endpoint AND e.consecutive_failures <> 0`;

/** A failed attempt: retried after the delay unless that is beyond the retry window; counted on the endpoint. */
const FAILED = `WITH d AS (
    UPDATE webhook_deliveries
       SET status = CASE WHEN now() + make_interval(secs => $5::float8) > queued_at + make_interval(secs => $6::float8) THEN 'failed' ELSE 'retrying' END,
           next_attempt_at = now() + make_interval(secs => $5::float8), last_status = $3, last_error = $7, locked_until = NULL, lease = NULL
     WHERE tenant = $1 AND id = $2 AND lease = $4 RETURNING tenant, endpoint, status)
  UPDATE webhook_endpoints e SET consecutive_failures = e.consecutive_failures + 1 FROM d WHERE e.tenant = d.tenant AND e.id = d.endpoint
  RETURNING e.id, e.url, e.active, e.consecutive_failures AS failures, d.status`;

/** The body every receiver gets (README "Webhooks"): the event, never the whole record. */
export function deliveryBody(row: Pick<ClaimedDelivery, 'event_id' | 'type' | 'event_time' | 'tenant' | 'data'>): string {
  return JSON.stringify({ id: row.event_id, type: row.type, time: new Date(row.event_time).toISOString(), tenant: row.tenant, data: row.data });
}

/**
 * Turns an endpoint off (once, however many nodes decide it at once): its waiting deliveries fail, and every
 * tenant administrator of the tenant gets an inbox message, all in one transaction.
 */
export async function disableEndpoint(db: Db, tenant: string, endpoint: string, reason: DisabledReason): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ url: string }>(
      `UPDATE webhook_endpoints SET active = false, disabled_at = now(), disabled_reason = $3 WHERE tenant = $1 AND id = $2 AND active RETURNING url`,
      [tenant, endpoint, reason],
    );
    if (!rows.length) return false;
    await tx.query(
      `UPDATE webhook_deliveries SET status = 'failed', last_error = coalesce(last_error || ' – ', '') || 'endpoint disabled', locked_until = NULL, lease = NULL
        WHERE tenant = $1 AND endpoint = $2 AND status IN ('pending', 'retrying')`,
      [tenant, endpoint],
    );
    const admins = await tx.query<{ id: string }>(
      `SELECT u.id::text AS id FROM user_tenants ut JOIN users u ON u.id = ut.user_id WHERE ut.tenant = $1 AND ut.adminflag AND NOT u.locked`,
      [tenant],
    );
    for (const admin of admins.rows) await postMessage(tx, admin.id, 'webhookDisabled', { url: rows[0].url, reason, tenant }, tenant);
    return true;
  });
}

/**
 * Each API node's webhook worker: woken by the NOTIFY of every statement that enqueues (and by its own timer for
 * retries and run-out leases, with a slow poll in case a notice was missed), it claims due deliveries and sends them
 * beside the requests, never inside one. Stopping aborts the deliveries in flight without recording them: their
 * leases run out and a node sends them again, as if this one had died.
 */
export class WebhookWorker {
  private stopped = false;
  private running = false;
  private again = false;
  private timer?: NodeJS.Timeout;
  private stopListening?: () => Promise<void>;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly abort = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly settings: WebhookSettings,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(
      DELIVERY_CHANNEL,
      () => this.wake(),
      (live) => {
        // Back after a lost connection: what was enqueued meanwhile sent no notice this node heard.
        if (live) this.wake();
      },
    );
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort.abort();
    await this.stopListening?.();
    await Promise.allSettled([...this.inFlight]);
  }

  /** Asks for a round soon; a notice that arrives during one asks for another after it. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    // Never within the caller: a notice arrives while its COMMIT resolves (PGlite's one connection).
    setImmediate(() => void this.round());
  }

  private async round(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.claimAndSend();
      } while (this.again && !this.stopped);
      if (!this.stopped) await this.scheduleNext();
    } catch (error) {
      if (!this.stopped) {
        this.log.error({ err: error }, 'webhook worker round failed');
        this.setTimer(this.settings.pollSeconds);
      }
    } finally {
      this.running = false;
      if (this.again) this.wake();
    }
  }

  private async claimAndSend(): Promise<void> {
    const free = this.settings.parallel - this.inFlight.size;
    if (free <= 0) return;
    const { rows } = await this.db.query<ClaimedDelivery>(CLAIM, [free, this.settings.leaseSeconds]);
    for (const row of rows) {
      const sending: Promise<void> = this.send(row)
        .catch((error) => this.log.error({ err: error, delivery: row.id }, 'webhook delivery failed to record'))
        .finally(() => {
          this.inFlight.delete(sending);
          this.wake();
        });
      this.inFlight.add(sending);
    }
    if (rows.length === free) this.again = true;
  }

  private async scheduleNext(): Promise<void> {
    const { rows } = await this.db.query<{ wait: number | null }>(NEXT_DUE);
    const wait = rows[0]?.wait;
    // Due now but every slot busy: a finished delivery wakes the worker.
    if (wait !== null && wait !== undefined && wait <= 0 && this.inFlight.size >= this.settings.parallel) return;
    this.setTimer(wait === null || wait === undefined ? this.settings.pollSeconds : Math.min(Math.max(wait, 0.01), this.settings.pollSeconds));
  }

  private setTimer(seconds: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), seconds * 1000);
    this.timer.unref();
  }

  private async send(row: ClaimedDelivery): Promise<void> {
    const attempt = await sendDelivery(row.url, row.secret, row.event_id, deliveryBody(row), {
      allowPrivate: this.settings.allowPrivateNetworks,
      timeoutMs: this.settings.timeoutMs,
      signal: this.abort.signal,
    });
    if (this.stopped) return;
    if (attempt.error === null) await this.db.query(DELIVERED, [row.tenant, row.id, attempt.status, row.lease]);
    else await this.failed(row, attempt);
  }

  private async failed(row: ClaimedDelivery, attempt: Attempt): Promise<void> {
    const delay = this.settings.retryDelaySeconds(row.attempts);
    const { rows } = await this.db.query<{ id: string; active: boolean; failures: number; status: string }>(FAILED, [
      row.tenant,
      row.id,
      attempt.status,
      row.lease,
      delay,
      this.settings.retryForSeconds,
      attempt.error,
    ]);
    const endpoint = rows[0];
    if (!endpoint?.active) return;
    const reason: DisabledReason | undefined =
      endpoint.status === 'failed' ? 'retriesExhausted' : endpoint.failures >= this.settings.maxConsecutiveFailures ? 'consecutiveFailures' : undefined;
    if (reason && (await disableEndpoint(this.db, row.tenant, endpoint.id, reason))) {
      this.log.warn({ tenant: row.tenant, endpoint: endpoint.id, reason }, 'webhook endpoint disabled');
    }
  }
}
