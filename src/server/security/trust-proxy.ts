/**
 * TRUST_PROXY (README "Running it") as Fastify's `trustProxy`: unset or "false" trusts no proxy
 * (request.ip is the connecting address); otherwise a comma-separated list of the proxies' addresses,
 * CIDR ranges or proxy-addr names (loopback, linklocal, uniquelocal); "true" trusts any sender, which
 * is safe only when nothing but the load balancer can reach the server. Fastify 5 ignores hop counts.
 */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(',');
}
