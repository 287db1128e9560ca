import { describe, expect, it } from 'vitest';
import { CONTACT_LIMIT, SIGN_IN_FAILURE_LIMIT } from '@shared/limits';
import { parseTrustProxy } from '../config';
import { uniqueEmail } from '../test/accounts';
import { useTestApp } from '../test/use-test-app';

// Behind one proxy, request.ip is whatever text the forwarded-for header's last entry holds.
const t = useTestApp({ config: { trustProxy: parseTrustProxy('1') } });
const PROXY = '10.0.0.1';
const from = (client: string) => t.as(null, { ip: PROXY, headers: { 'x-forwarded-for': client } });

const wrongSignIn = (client: string) =>
  from(client).post('/api/auth/sign-in/email', {
    email: uniqueEmail('network'),
    password: 'wrong password',
  });

const contact = (client: string) =>
  from(client).post('/api/contact', {
    name: 'Jane Doe',
    email: 'jane@example.com',
    subject: 'Hello',
    message: 'A question about reviews.',
  });

/** Every client address in `clients` in turn, as many times as `total` asks. */
const roundRobin = (clients: string[], total: number) =>
  Array.from({ length: total }, (_, i) => clients[i % clients.length]!);

/** Ten spellings of 198.51.100.`last` that a proxy chain may carry. */
const spellingsOf = (last: number) => [
  `198.51.100.${last}`,
  `::ffff:198.51.100.${last}`,
  `::ffff:c633:64${last.toString(16).padStart(2, '0')}`,
  `0xc6.0x33.0x64.0x${last.toString(16).padStart(2, '0')}`,
  `0xC63364${last.toString(16).padStart(2, '0').toUpperCase()}`,
  `198.051.100.${String(last).padStart(3, '0')}`,
  String(3325256704 + last),
  `::FFFF:198.51.100.${last}`,
  `[::ffff:198.51.100.${last}]:40000`,
  `198.51.100.${last}:40001`,
];
/** Five addresses in one IPv6 /64. */
const neighboursIn = (net: string) =>
  [1, 2, 0xbeef, 0xffff, 0x1234].map((n) => `${net}::${n.toString(16)}`);

describe('failed sign-ins are capped per network, not per spelling', () => {
  const cap = SIGN_IN_FAILURE_LIMIT.max;

  it('across five addresses of one IPv6 /64', async () => {
    for (const client of roundRobin(neighboursIn('2001:db8:27:1'), cap)) {
      expect((await wrongSignIn(client)).statusCode).toBe(401);
    }
    expect((await wrongSignIn('2001:db8:27:1:aaaa:bbbb:cccc:dddd')).statusCode).toBe(429);
    // The next /64 is another network.
    expect((await wrongSignIn('2001:db8:27:2::1')).statusCode).toBe(401);
  });

  it('across the spellings of one IPv4 address', async () => {
    const spellings = spellingsOf(7);
    for (const client of roundRobin(spellings, cap)) {
      expect((await wrongSignIn(client)).statusCode).toBe(401);
    }
    for (const client of spellings) expect((await wrongSignIn(client)).statusCode).toBe(429);
    expect((await wrongSignIn('198.51.100.8')).statusCode).toBe(401);
  });
});

describe("a visitor's contact messages are capped per network", () => {
  it('across the spellings of one IPv4 address', async () => {
    const spellings = spellingsOf(9);
    for (const client of roundRobin(spellings, CONTACT_LIMIT.max)) {
      expect((await contact(client)).statusCode).toBe(201);
    }
    for (const client of spellings) expect((await contact(client)).statusCode).toBe(429);
    expect((await contact('198.51.100.10')).statusCode).toBe(201);
  });

  it('across five addresses of one IPv6 /64', async () => {
    for (const client of roundRobin(neighboursIn('2001:db8:27:9'), CONTACT_LIMIT.max)) {
      expect((await contact(client)).statusCode).toBe(201);
    }
    expect((await contact('2001:db8:27:9::9')).statusCode).toBe(429);
    expect((await contact('2001:db8:27:a::9')).statusCode).toBe(201);
  });
});
