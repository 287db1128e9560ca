import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(input: string): Buffer {
  let bits = '';
  for (const ch of input.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(ch);
    if (value < 0) throw new Error(`not base32: ${ch}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** How long an authenticator shows one code. */
export const TOTP_STEP_MS = 30_000;

/** RFC 6238 (SHA-1, 30 s, 6 digits): what an authenticator app shows for `otpauth` secret. */
export function totp(secretBase32: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / TOTP_STEP_MS)));
  const mac = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/**
 * The code of the step after this one, which the server still accepts: a code once used is
 * refused for as long as it is valid, so a test that has used this step's code takes the next.
 */
export const nextTotp = (secretBase32: string) => totp(secretBase32, Date.now() + TOTP_STEP_MS);

export const secretOfUri = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';
