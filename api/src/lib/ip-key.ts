import ipaddr from 'ipaddr.js';

/**
 * The key an address is limited by: an IPv4 address as it is (an IPv4-mapped IPv6 address
 * too), an IPv6 address by its /64 network, since one home or one server is given a whole
 * /64 and could otherwise step round every per-IP limit.
 */
export function ipKeyOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const bare = ip.replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return ip;
  const address = ipaddr.process(bare);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}
