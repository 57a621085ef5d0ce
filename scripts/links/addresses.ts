/**
 * Which addresses the link check may ask (docs/decisions/067). Content URLs can come from ORCID
 * or Crossref through the sync, so a URL of the content must never make the machine that runs
 * the check request something on its own network: loopback, private, link-local (the cloud
 * metadata service at 169.254.169.254), unique-local, multicast and unspecified addresses are
 * refused, whether written as an address or as a name that resolves to one.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** The four bytes of an IPv4 address, or null. */
function ipv4Bytes(ip: string): number[] | null {
  const parts = ip.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.map(Number);
}

function internalV4([a, b]: number[]): boolean {
  return (
    a === 0 || // "this network", 0.0.0.0
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments (192.0.0.0/24) and 192.0.2.0/24 documentation
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a! >= 224 // multicast, reserved, broadcast
  );
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counted as two), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = ipv4Bytes(tail[1]!);
    if (!v4) return null;
    text = `${text.slice(0, -tail[1]!.length)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const read = (half: string) => (half ? half.split(':').map((group) => parseInt(group, 16)) : []);
  const head = read(halves[0]!);
  const rest = halves.length === 2 ? read(halves[1]!) : [];
  const groups = halves.length === 2 ? [...head, ...Array(8 - head.length - rest.length).fill(0), ...rest] : head;
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/** True for an IP address (v4 or v6) on the machine itself or its own networks. */
export function isInternalAddress(ip: string): boolean {
  const plain = ip.replace(/^\[|\]$/g, '');
  if (isIP(plain) === 4) return internalV4(ipv4Bytes(plain)!);
  const groups = ipv6Groups(plain);
  if (!groups) return true; // not an address this can read: never asked
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const v4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0 || g5 === 0xffff)) {
    // ::, ::1, ::a.b.c.d (compatible) and ::ffff:a.b.c.d (mapped): the IPv4 address decides.
    if (g5 === 0 && g6 === 0 && g7 <= 1) return true;
    return internalV4(v4(g6, g7));
  }
  if (g0 === 0x64 && g1 === 0xff9b) return internalV4(v4(g6, g7)); // NAT64
  if (g0 === 0x2002) return internalV4(v4(g1, g2)); // 6to4
  return (
    (g0 & 0xfe00) === 0xfc00 || // unique-local fc00::/7
    (g0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g0 & 0xffc0) === 0xfec0 || // site-local (deprecated)
    (g0 & 0xff00) === 0xff00 || // multicast
    (g0 === 0x2001 && g1 === 0xdb8) // documentation
  );
}

export type Lookup = (hostname: string) => Promise<string[]>;

const systemLookup: Lookup = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export interface AddressOptions {
  /**
   * Hosts ("127.0.0.1:4241") asked even though they are internal. For the tests' local fake
   * server only; `npm run check:links` takes it from LINK_CHECK_ALLOW_HOSTS.
   */
  allowHosts?: readonly string[];
  lookup?: Lookup;
}

/** Why the URL may not be requested, or null when it may: checked before each request and each redirect. */
export async function refusedTarget(url: string, options: AddressOptions = {}): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a web address';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `refused: ${parsed.protocol} is not a web address`;
  if (options.allowHosts?.includes(parsed.host)) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isInternalAddress(host) ? `refused: ${host} is an address of the checking machine's own network` : null;
  let addresses: string[];
  try {
    addresses = await (options.lookup ?? systemLookup)(host);
  } catch (error) {
    return `the name ${host} does not resolve (${error instanceof Error ? error.message : String(error)})`;
  }
  const internal = addresses.find(isInternalAddress);
  if (internal) return `refused: ${host} resolves to ${internal}, an address of the checking machine's own network`;
  return addresses.length ? null : `the name ${host} does not resolve`;
}
