import { describe, expect, it } from 'vitest';
import { createPseudonyms } from '../../lib/pseudonyms';
import { createIdentityHasher, normalisedMilAddress } from './identity-hash';

const hasher = createIdentityHasher(createPseudonyms('a-secret-for-this-test'));

describe('normalisedMilAddress', () => {
  it.each([
    ['spaces and case', '  Sgt.Doe@Army.MIL ', 'sgt.doe@army.mil'],
    ['a +tag', 'sgt.doe+reviews@army.mil', 'sgt.doe@army.mil'],
    ['a +tag with a + of its own', 'SGT.DOE+a+b@ARMY.MIL', 'sgt.doe@army.mil'],
    ['an address already plain', 'sgt.doe@army.mil', 'sgt.doe@army.mil'],
  ])('drops %s', (_label, given, expected) => {
    expect(normalisedMilAddress(given)).toBe(expected);
  });

  it('keeps what makes another mailbox: dots, and the domain', () => {
    expect(normalisedMilAddress('sgtdoe@army.mil')).not.toBe(
      normalisedMilAddress('sgt.doe@army.mil'),
    );
    expect(normalisedMilAddress('sgt.doe@navy.mil')).not.toBe(
      normalisedMilAddress('sgt.doe@army.mil'),
    );
  });
});

describe('createIdentityHasher', () => {
  it('gives one mailbox one hash, whatever its spelling, and another mailbox another', () => {
    const one = hasher.ofMilAddress('sgt.doe@army.mil');
    expect(hasher.ofMilAddress(' SGT.Doe+x@Army.mil')).toBe(one);
    expect(hasher.ofMilAddress('sgt.roe@army.mil')).not.toBe(one);
  });

  it('keeps the issuer apart from the subject, and a provider account apart from an address', () => {
    const subject = hasher.ofProvider('https://id.example', 'user-1');
    expect(hasher.ofProvider('https://id.example', 'user-1')).toBe(subject);
    expect(hasher.ofProvider('https://other.example', 'user-1')).not.toBe(subject);
    // Issuer and subject cannot trade characters across their boundary.
    expect(hasher.ofProvider('https://id.example/a', 'b')).not.toBe(
      hasher.ofProvider('https://id.example', 'a/b'),
    );
    expect(hasher.ofProvider('x', 'a@army.mil')).not.toBe(hasher.ofMilAddress('a@army.mil'));
  });

  it('is a keyed hash: another secret gives another pseudonym, and none holds its input', () => {
    const other = createIdentityHasher(createPseudonyms('another-secret'));
    const hash = hasher.ofMilAddress('sgt.doe@army.mil');
    expect(other.ofMilAddress('sgt.doe@army.mil')).not.toBe(hash);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('doe');
  });
});
