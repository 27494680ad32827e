import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { webhookErrors } from './webhook-errors';

/** Where a webhook may not point unless the operator allows it (WEBHOOK_ALLOW_PRIVATE_NETWORKS=1): the portal's own networks. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address lies in a loopback, private, link-local or unique-local range (an IPv4-mapped IPv6 address by its IPv4 part). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL of an http(s) address, or WEBHOOK_URL_INVALID. */
export function parseWebhookUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw webhookErrors.urlInvalid();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) throw webhookErrors.urlInvalid();
  return url;
}

/** The host of a URL as DNS and isIP take it: without an IPv6 literal's brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The addresses a host name resolves to, each checked: WEBHOOK_URL_UNRESOLVED when it resolves to none,
 * WEBHOOK_URL_PRIVATE when any is private (unless allowed). Asked when an endpoint is saved and again before
 * every delivery, whose connection then goes to the address checked here (DNS rebinding finds no gap).
 */
export async function checkedAddresses(host: string, allowPrivate: boolean): Promise<{ address: string; family: number }[]> {
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw webhookErrors.urlUnresolved(host);
    }
    if (addresses.length === 0) throw webhookErrors.urlUnresolved(host);
  }
  if (!allowPrivate && addresses.some(({ address }) => isPrivateAddress(address))) throw webhookErrors.urlPrivate(host);
  return addresses;
}

/** An endpoint's URL as it may be saved: http(s), and its host resolving to allowed addresses only. */
export async function validateWebhookUrl(text: string, allowPrivate: boolean): Promise<string> {
  const url = parseWebhookUrl(text.trim());
  await checkedAddresses(bareHost(url), allowPrivate);
  return url.toString();
}
