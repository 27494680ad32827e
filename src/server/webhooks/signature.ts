import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret: 32 random bytes, shown once (README "Webhooks"). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `Webhook-Signature`: `v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}` keyed with the endpoint's secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
