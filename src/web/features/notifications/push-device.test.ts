import { describe, expect, it } from 'vitest';
import { fromBase64url, sameBytes } from './push-device';

describe("the site's key as the browser takes it", () => {
  it('decodes base64url, with or without padding, to the bytes it stands for', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const encoded = Buffer.from(bytes).toString('base64url');
    expect(encoded).toMatch(/[-_]/);
    expect(fromBase64url(encoded)).toEqual(bytes);
    expect(fromBase64url(`${encoded}=`)).toEqual(bytes);
  });

  it('tells a subscription made under this key from one made under another', () => {
    const key = fromBase64url('BAECAw');
    expect(sameBytes(new Uint8Array([4, 1, 2, 3]).buffer, key)).toBe(true);
    expect(sameBytes(new Uint8Array([4, 1, 2, 4]).buffer, key)).toBe(false);
    expect(sameBytes(new Uint8Array([4, 1, 2]).buffer, key)).toBe(false);
    expect(sameBytes(null, key)).toBe(false);
  });
});
