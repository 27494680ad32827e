import { isIPv4, isIPv6 } from 'node:net';

/** Hextets of an IPv6 address, `::` and a trailing dotted IPv4 part expanded (zone id dropped). */
function hextets(address: string): number[] {
  const [head, tail] = address.split('%')[0].split('::') as [string, string | undefined];
  const part = (text: string | undefined) =>
    !text
      ? []
      : text.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key login throttling counts a client under: an IPv4 address as it is (also when IPv4-mapped),
 * an IPv6 address by its /64 network, since one subscriber or host usually holds a whole /64.
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = hextets(ip);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
