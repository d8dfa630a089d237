/**
 * Whether an IP address is on the public internet, for the function that copies a picture
 * link (picture-link.ts): it must never be made to reach the project's own network, the
 * machine it runs on, or the cloud's metadata server (server-side request forgery). Every
 * special-purpose block of IANA's IPv4 and IPv6 registries is refused; for IPv6 only global
 * unicast (2000::/3) outside those blocks is public, and IPv4 written inside IPv6
 * (::ffff:a.b.c.d, 64:ff9b::/96) is judged as the IPv4 address it carries.
 */
import { BlockList, isIP } from 'node:net';

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata server (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, benchmarking…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: carries an IPv4 address of its own
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/** IPv4 carried in an IPv6 address (::ffff:a.b.c.d, or NAT64's 64:ff9b::a.b.c.d), if any. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return match?.[1] ?? null;
}

/** True only for an address every reader of the internet could reach. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  const v4 = embeddedIpv4(lower);
  if (v4) return isPublicAddress(v4);
  if (lower.startsWith('::ffff:') || lower.startsWith('64:ff9b:')) return false;
  return GLOBAL_UNICAST.check(lower, 'ipv6') && !NOT_PUBLIC.check(lower, 'ipv6');
}
