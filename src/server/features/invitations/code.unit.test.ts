import { describe, expect, it } from 'vitest';
import { INVITATION_CODE_ALPHABET } from '@shared/limits';
import { generateInvitationCode } from './code';

describe('generateInvitationCode (DESIGN §5)', () => {
  const codes = Array.from({ length: 2000 }, generateInvitationCode);

  it('draws 8 characters from the unambiguous alphabet: no 0, O, 1 or I', () => {
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(INVITATION_CODE_ALPHABET).toHaveLength(32);
  });

  it('uses every letter of the alphabet and repeats no code', () => {
    expect(new Set(codes.join('')).size).toBe(INVITATION_CODE_ALPHABET.length);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
