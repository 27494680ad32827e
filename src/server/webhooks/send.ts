import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { bareHost, checkedAddresses, parseWebhookUrl } from './address';
import { webhookSignature } from './signature';

/** One attempt's outcome: the receiver's status code, or why there is none. */
export interface Attempt {
  status: number | null;
  error: string | null;
}

const MAX_ERROR_LENGTH = 500;

/**
 * POSTs a delivery's body, signed (Webhook-Id, Webhook-Timestamp, Webhook-Signature). The host is resolved and
 * checked again now and the connection goes to the checked address, so a name that changed to a private address
 * since the endpoint was saved (DNS rebinding) is refused. Any 2xx is success; a redirect is not followed.
 */
export async function sendDelivery(
  target: string,
  secret: string,
  eventId: string,
  body: string,
  options: { allowPrivate: boolean; timeoutMs: number; signal: AbortSignal },
): Promise<Attempt> {
  try {
    const url = parseWebhookUrl(target);
    const addresses = await checkedAddresses(bareHost(url), options.allowPrivate);
    const lookup: LookupFunction = (_host, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    };
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'fuel-portal-webhooks',
      'webhook-id': eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': webhookSignature(secret, timestamp, body),
    };
    const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]);
    const status = await post(url, headers, body, lookup, signal);
    return { status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` };
  } catch (error) {
    const err = error as Error;
    const text = err.name === 'TimeoutError' ? `no answer within ${options.timeoutMs / 1000} s` : err.message || String(err);
    return { status: null, error: text.slice(0, MAX_ERROR_LENGTH) };
  }
}

function post(url: URL, headers: Record<string, string>, body: string, lookup: LookupFunction, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, { method: 'POST', headers, lookup, signal }, (response) => {
      // The answer's body is not needed: read and dropped, so the socket is freed.
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', (error) => reject(signal.aborted && signal.reason instanceof Error ? signal.reason : error));
    request.end(body);
  });
}
