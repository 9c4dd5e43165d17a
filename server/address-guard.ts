import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a website_url may reach. Loopback, private, link-local, carrier-grade NAT,
 * unique-local and unspecified ranges are refused unless QUARRY_ALLOW_PRIVATE_ADDRESSES=1:
 * otherwise anyone with a key could make the workers read the server's own network.
 * A name is resolved and refused when any of its addresses is in those ranges.
 */
const refused = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(net, prefix, 'ipv6');

/**
 * Addresses allowed although they are in a refused range: QUARRY_ALLOWED_ADDRESSES, comma-
 * separated addresses or CIDR blocks (an intranet the workers may read, a test's page server).
 */
export function allowList(spec: string): BlockList {
  const list = new BlockList();
  for (const item of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [net = '', prefix] = item.split('/');
    const family = isIP(net);
    if (!family) throw new Error(`QUARRY_ALLOWED_ADDRESSES: ${item} is not an address or CIDR block.`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(net, type);
    else list.addSubnet(net, Number(prefix), type);
  }
  return list;
}

function check(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 4) return list.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return list.check(mapped[1], 'ipv4');
    return list.check(address, 'ipv6');
  }
  return false;
}

/** True when a literal address is in a refused range and not explicitly allowed. */
export function isRefusedAddress(address: string, allowed?: BlockList): boolean {
  return check(refused, address) && !(allowed && check(allowed, address));
}

export type Resolve = (host: string) => Promise<string[]>;
export const dnsResolve: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * Undefined when the URL may be read; otherwise the sentence for the 400 answer. This is the
 * API's early answer; the workers' browsers check again at every connection (egress-proxy.ts),
 * which catches a name that resolves elsewhere later and redirects.
 */
export async function refusedAddress(
  url: string,
  resolve: Resolve = dnsResolve,
  allowed?: BlockList,
): Promise<string | undefined> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const why = `website_url points at a loopback or private address (${host}); this server does not read those.`;
  if (host === 'localhost' || host.endsWith('.localhost')) return why;
  if (isIP(host)) return isRefusedAddress(host, allowed) ? why : undefined;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return `website_url's host ${host} could not be resolved: check the address.`;
  }
  return addresses.some((a) => isRefusedAddress(a, allowed)) ? why : undefined;
}
