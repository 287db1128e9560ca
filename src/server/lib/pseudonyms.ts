import { createHmac } from 'node:crypto';

/** What a pseudonym stands for: each purpose has a key of its own, so two never match. */
export type PseudonymPurpose = 'flag-network' | 'verification-identity';

/**
 * A keyed hash of `value` for one purpose (issue 44): HMAC-SHA256 under a key derived from the
 * app's secret. It tells whether two records name the same value, never the value: without the
 * secret it cannot be reversed or matched against a list of addresses.
 */
export type Pseudonyms = (purpose: PseudonymPurpose, value: string) => string;

export function createPseudonyms(appSecret: string): Pseudonyms {
  const keys = new Map<PseudonymPurpose, Buffer>();
  return (purpose, value) => {
    let key = keys.get(purpose);
    if (!key) {
      key = createHmac('sha256', appSecret).update(`${purpose}-v1`).digest();
      keys.set(purpose, key);
    }
    return createHmac('sha256', key).update(value).digest('base64url');
  };
}
