import { describe, expect, it } from 'vitest';
import { networkKey } from './client-network';

const key64 = (address: string) => networkKey(address, 64);

describe('network key of an IPv4 address', () => {
  it.each([
    '198.51.100.7',
    ' 198.51.100.7 ',
    '::ffff:198.51.100.7',
    '::FFFF:198.51.100.7',
    '::ffff:c633:6407',
    '0:0:0:0:0:ffff:c633:6407',
    '[::ffff:198.51.100.7]',
    '0xc6.0x33.0x64.0x07',
    '0XC6.0X33.0X64.0X07',
    '0xC6336407',
    '198.051.100.007',
    '3325256711',
    '198.51.25607',
    '198.3367943',
    '::ffff:198.051.100.007',
    '198.51.100.7:52114',
    '[::ffff:c633:6407]:443',
  ])('%j is 198.51.100.7', (spelling) => {
    expect(key64(spelling)).toBe('198.51.100.7');
  });

  it('keeps each address its own, whatever the IPv6 prefix', () => {
    expect(key64('198.51.100.8')).toBe('198.51.100.8');
    expect(networkKey('198.51.100.7', 1)).toBe('198.51.100.7');
  });
});

describe('network key of an IPv6 address', () => {
  it('is its /64: neighbours in one /64 share it', () => {
    const neighbours = [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:0000:0000:0000:0002',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a:b:c:d',
      '[2001:db8:1:2::9]:443',
      '2001:db8:1:2::1%eth0',
    ];
    for (const address of neighbours) expect(key64(address)).toBe('2001:db8:1:2::/64');
  });

  it('differs for another /64', () => {
    expect(key64('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(key64('2001:db8:2:2::1')).toBe('2001:db8:2:2::/64');
  });

  it('follows the configured prefix', () => {
    expect(networkKey('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(networkKey('2001:db8:1:ffff::1', 48)).toBe('2001:db8:1::/48');
    expect(networkKey('2001:db8:2::1', 48)).toBe('2001:db8:2::/48');
    expect(networkKey('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2::1/128');
    expect(networkKey('2001:db8:1:2::2', 128)).toBe('2001:db8:1:2::2/128');
    expect(networkKey('2001:db8:abcd:1234::1', 36)).toBe('2001:db8:a000::/36');
  });
});

describe('network key of text that is no address', () => {
  it.each([
    ['Unknown', 'unknown'],
    [' 10.0.0.x ', '10.0.0.x'],
    ['256.1.1.1', '256.1.1.1'],
    ['4294967296', '4294967296'],
    ['1.2.3.4.', '1.2.3.4.'],
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['', ''],
  ])('%j keys as itself, %j', (text, key) => {
    expect(key64(text)).toBe(key);
  });
});
