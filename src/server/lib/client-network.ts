import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * How much of an IPv6 address names one client: a home or a server is handed a whole /64, so
 * counting single addresses would give it 2^64 fresh tries (RATE_LIMIT_IPV6_PREFIX).
 */
export const DEFAULT_IPV6_PREFIX = 64;

/** The key per-address limits count under for this request's client (see networkKey). */
export function networkOf(request: FastifyRequest): string {
  return networkKey(request.ip, request.server.config.rateLimitIpv6Prefix);
}

/**
 * The network an address belongs to, as per-address limits count it: IPv4 as its dotted quad
 * whatever the spelling, IPv6 as its prefix (`2001:db8:1:2::/64`). Behind TRUST_PROXY, Fastify's
 * request.ip is the text a forwarded-for header carried, so one client could otherwise count
 * afresh under every spelling of its address. Text that is no address keys as itself, so it
 * is still limited.
 */
export function networkKey(address: string, ipv6Prefix: number): string {
  const text = withoutPort(address.trim().toLowerCase());
  const v4 = ipv4Number(text);
  if (v4 !== null) return dottedQuad(v4);
  const groups = ipv6Groups(text.replace(/%.*$/, ''));
  if (groups === null) return text;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return dottedQuad((groups[6]! << 16) + groups[7]!);
  }
  return `${ipv6Text(masked(groups, ipv6Prefix))}/${ipv6Prefix}`;
}

/**
 * Some proxies write the client's port too (`198.51.100.7:52114`, `[2001:db8::1]:443`); each
 * connection's port differs, so it must not take part in the key.
 */
function withoutPort(text: string) {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1]!;
  const v4WithPort = /^([^:]+):\d+$/.exec(text);
  return v4WithPort ? v4WithPort[1]! : text;
}

const IPV4_PART = /^(?:0x[0-9a-f]{1,8}|\d{1,10})$/;

/**
 * An IPv4 address in any spelling inet_aton reads: one to four parts, each decimal or 0x hex,
 * the last filling the bytes the others leave (`3325256711`, `0xc6336407`, `198.51.25607`).
 * Unlike inet_aton, a leading zero is not octal: a zero-padded part from a proxy chain
 * (`198.051.100.007`) is a decimal written to a fixed width, not octal intent. Null when it
 * is not such an address.
 */
function ipv4Number(text: string): number | null {
  const parts = text.split('.');
  if (parts.length > 4 || !parts.every((p) => IPV4_PART.test(p))) return null;
  const values = parts.map((p) => (p.startsWith('0x') ? parseInt(p.slice(2), 16) : Number(p)));
  const last = values.pop()!;
  if (values.some((v) => v > 255) || last >= 2 ** (8 * (4 - values.length))) return null;
  return values.reduce((sum, v, i) => sum + v * 2 ** (8 * (3 - i)), 0) + last;
}

const dottedQuad = (n: number) => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');

/**
 * The eight 16-bit groups of an IPv6 address, or null when it is none. A trailing IPv4 part
 * (`::ffff:198.51.100.7`) may be spelled any way ipv4Number reads; Node checks the rest.
 */
function ipv6Groups(text: string): number[] | null {
  let hex = text;
  const v4Tail = /^(.*:)([^:]*\.[^:]*)$/.exec(text);
  if (v4Tail) {
    const v4 = ipv4Number(v4Tail[2]!);
    if (v4 === null) return null;
    hex = `${v4Tail[1]}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  if (!net.isIPv6(hex)) return null;
  const [head = '', tail] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const gap = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...gap, ...right].map((g) => parseInt(g, 16));
}

/** The groups with every bit past the prefix cleared. */
function masked(groups: number[], prefix: number) {
  return groups.map((g, i) => {
    const kept = Math.min(16, Math.max(0, prefix - 16 * i));
    return g & (0xffff << (16 - kept)) & 0xffff;
  });
}

/** RFC 5952's canonical text (lower case, the longest zero run as `::`), as URL writes hosts. */
function ipv6Text(groups: number[]) {
  const host = new URL(`http://[${groups.map((g) => g.toString(16)).join(':')}]/`).hostname;
  return host.slice(1, -1);
}
