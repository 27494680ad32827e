/**
 * Webhooks: the events a tenant's endpoints can subscribe to and what the API answers about endpoints and
 * their deliveries (src/server/webhooks/, routes/areas/webhooks.ts; README "Webhooks").
 */
export const WEBHOOK_EVENTS = [
  'import.finished',
  'import.failed',
  'massBalance.completed',
  'massBalance.reopened',
  'record.created',
  'record.updated',
  'record.deleted',
  'catsCredit.linked',
  'catsCredit.unlinked',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Events an endpoint may restrict to chosen resources (its `resources`). */
export const RECORD_EVENTS: readonly WebhookEvent[] = ['record.created', 'record.updated', 'record.deleted'];

export const DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const WEBHOOKS_ROUTE = '/webhooks';

/** An endpoint as the API lists it; its secret only in the answer that creates or rotates it. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEvent[];
  /** Record events only for these resources; null: every resource. */
  resources: string[] | null;
  active: boolean;
  createdAt: string;
  createdBy: string;
  /** Set when the portal turned the endpoint off after failed deliveries. */
  disabledAt: string | null;
  disabledReason: string | null;
}

export interface WebhookEndpointWithSecret extends WebhookEndpoint {
  secret: string;
}

export interface WebhookDelivery {
  id: string;
  eventId: string;
  type: WebhookEvent;
  status: DeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}
