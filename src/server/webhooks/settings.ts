/** How the webhook worker delivers; every value can be set for tests (AppOptions.webhooks). */
export interface WebhookSettings {
  /** Endpoints may point at loopback, private, link-local and unique-local addresses (env WEBHOOK_ALLOW_PRIVATE_NETWORKS=1). */
  allowPrivateNetworks: boolean;
  /** Seconds to wait before the next attempt after `attempt` failed ones (1 after the first). */
  retryDelaySeconds: (attempt: number) => number;
  /** How long after it was queued a delivery is still retried. */
  retryForSeconds: number;
  /** Failed attempts in a row (any of the endpoint's deliveries) after which the endpoint is disabled. */
  maxConsecutiveFailures: number;
  /** How long a node holds a delivery it took; a node that dies while sending leaves it to others after this. */
  leaseSeconds: number;
  /** The fallback poll, for a missed wake-up (NOTIFY) and for leases that ran out. */
  pollSeconds: number;
  /** One attempt's time limit. */
  timeoutMs: number;
  /** Deliveries one node sends at once. */
  parallel: number;
}

/** 30 s, 1 min, 2 min, 4 min … doubling up to one hour between attempts. */
export function backoffSeconds(attempt: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempt - 1), 3600);
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivateNetworks: false,
  retryDelaySeconds: backoffSeconds,
  retryForSeconds: 24 * 3600,
  maxConsecutiveFailures: 100,
  leaseSeconds: 60,
  pollSeconds: 30,
  timeoutMs: 10_000,
  parallel: 4,
};

/** The defaults with the caller's values; `env` WEBHOOK_ALLOW_PRIVATE_NETWORKS=1 allows private networks unless the caller decides. */
export function webhookSettings(options: Partial<WebhookSettings> = {}, env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  return { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivateNetworks: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS === '1', ...options };
}
