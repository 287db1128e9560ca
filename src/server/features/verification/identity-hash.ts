import type { Pseudonyms } from '../../lib/pseudonyms';

/**
 * A `.mil` address as the one mailbox it reaches: spaces, case and a `+tag` on the local part
 * make no new one, so one mailbox cannot pass for many.
 */
export function normalisedMilAddress(email: string) {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at).replace(/\+.*$/, '')}${address.slice(at)}`;
}

/**
 * What verified a member, as a pseudonym (issue 44, decision 022): an HMAC-SHA256 under a key
 * derived from the app's secret, so the same identity always gives the same hash here, while
 * without the key nobody can reverse one or test a list of addresses or subjects against it.
 * The method is part of what is hashed, so no address can stand for a subject.
 */
export function createIdentityHasher(pseudonyms: Pseudonyms) {
  const hash = (text: string) => pseudonyms('verification-identity', text);
  return {
    /** A provider account: the issuer openid-client checked, and the subject it vouches for. */
    ofProvider: (issuer: string, subject: string) =>
      hash(`oidc\n${JSON.stringify([issuer, subject])}`),
    ofMilAddress: (email: string) => hash(`mil_email\n${normalisedMilAddress(email)}`),
  };
}

export type IdentityHasher = ReturnType<typeof createIdentityHasher>;
