import dns from 'node:dns';
import net from 'node:net';

/**
 * Addresses a server-side fetch must never reach (issue 32): this machine, its networks, the
 * cloud's metadata service, and the ranges that only stand for such addresses (IPv4 mapped or
 * translated into IPv6, 6to4). A name that resolves to any of them is refused, whatever its
 * host is called: an allowed host's DNS can be made to point inside.
 */
const PRIVATE = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(prefix, bits, 'ipv6');
}

/** Whether `address` (an IP literal) is one a fetch may connect to; anything else is not. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  // BlockList also matches an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against IPv4 rules.
  return !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

type LookupAll = (
  hostname: string,
  options: dns.LookupAllOptions,
) => Promise<readonly dns.LookupAddress[]>;

const systemLookup: LookupAll = (hostname, options) => dns.promises.lookup(hostname, options);

/**
 * A `lookup` for node:https that resolves every address of the name and fails when any of them
 * is not public (one bad answer among good ones is still a name pointed inside), else connects
 * to the first. Checked at connect time, so what is checked is what is reached.
 */
export function publicOnlyLookup(resolve: LookupAll = systemLookup): net.LookupFunction {
  return (hostname, options, callback) => {
    const done = callback as (
      err: NodeJS.ErrnoException | null,
      address: string | dns.LookupAddress[],
      family?: number,
    ) => void;
    resolve(hostname, { ...(options as dns.LookupOptions), all: true }).then(
      (addresses) => {
        const refused = addresses.find((a) => !isPublicAddress(a.address));
        if (addresses.length === 0 || refused) {
          done(
            new PrivateAddressError(`${hostname} resolves to ${refused?.address ?? 'nothing'}`),
            '',
          );
          return;
        }
        if ((options as dns.LookupOptions).all) done(null, [...addresses]);
        else done(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: NodeJS.ErrnoException) => done(err, ''),
    );
  };
}
