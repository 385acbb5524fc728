import { BlockList, isIP } from 'node:net';

/**
 * Where a merchant's webhook may be sent: https to a public address. An endpoint URL is the
 * merchant's to choose, so without this the portal could be made to call its own network (SSRF):
 * the database, the metadata service at 169.254.169.254, an admin port on localhost.
 */

/** Why a URL or an address is refused; null when it may be called. */
export type OutboundRefusal = 'not_https' | 'not_public';

/** Loopback ranges: allowed only with `allowLoopback` (tests and the demo receive on 127.0.0.1). */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Addresses that are not the public internet (IANA special-purpose registries). */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written inside IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Whether a resolved address may be called. */
export function addressRefusal(address: string, allowLoopback: boolean): OutboundRefusal | null {
  const plain = unmapped(address);
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  if (allowLoopback && LOOPBACK.check(plain, family)) return null;
  return NOT_PUBLIC.check(plain, family) ? 'not_public' : null;
}

/**
 * Whether a URL may be registered and called before its host is resolved: https only, and plain
 * http to 127.0.0.1 when loopback is allowed. A literal address is judged at once; a host name is
 * judged by the addresses it resolves to when called (`safePost`), since they may change.
 */
export function urlRefusal(text: string, allowLoopback: boolean): OutboundRefusal | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not_https';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol === 'http:' && !(allowLoopback && host === '127.0.0.1')) return 'not_https';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not_https';
  if (url.username || url.password) return 'not_https';
  return isIP(host) ? addressRefusal(host, allowLoopback) : null;
}
