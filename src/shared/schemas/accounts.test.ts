import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  TOAST_TITLES,
  ZChangePasswordForm,
  ZCreateInvitationRequest,
  ZInvitationCodeStep,
  ZResetPasswordForm,
  ZSignInRequest,
  ZSignUpRequest,
  ZUpdateProfileRequest,
} from '@shared/schemas/accounts';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const signUp = {
  email: 'new@example.com',
  password: 'eight ch',
  branch: 'army',
  invitationCode: 'ABCDEFGH',
  acceptTerms: true,
};

describe('ZSignUpRequest (SPEC §5 Sign up)', () => {
  it('accepts a complete sign-up, name optional, the code upper-cased', () => {
    const parsed = ZSignUpRequest.parse({ ...signUp, invitationCode: ' abcdefgh ', name: '' });
    expect(parsed.invitationCode).toBe('ABCDEFGH');
    expect(parsed.name).toBeUndefined();
  });

  it.each([
    [{ invitationCode: '' }, 'Please enter a valid invitation code to sign up'],
    [{ invitationCode: undefined }, 'Please enter a valid invitation code to sign up'],
    [{ branch: undefined }, 'Please select your branch'],
    [{ branch: 'infantry' }, 'Please select your branch'],
    [{ acceptTerms: false }, 'You must accept the Terms of Service and Privacy Policy'],
    [{ password: 'seven c' }, 'Minimum 8 characters required'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ name: 'x'.repeat(51) }, 'Username must be at most 50 characters'],
  ])('refuses %o with the spec message', (change, message) => {
    expect(firstMessage(ZSignUpRequest, { ...signUp, ...change })).toBe(message);
  });

  it('keeps a password exactly as typed: spaces count, 128 is the most', () => {
    expect(ZSignUpRequest.parse({ ...signUp, password: '  spaced  ' }).password).toBe('  spaced  ');
    expect(firstMessage(ZSignUpRequest, { ...signUp, password: 'x'.repeat(128) })).toBeUndefined();
  });

  it('offers every branch of the forms, Veteran and Military Family included', () => {
    for (const branch of ['navy', 'space_force', 'veteran', 'family']) {
      expect(firstMessage(ZSignUpRequest, { ...signUp, branch })).toBeUndefined();
    }
  });
});

describe('sign-up step 1 and sign-in', () => {
  it("asks for the code with step 1's message", () => {
    expect(firstMessage(ZInvitationCodeStep, { invitationCode: '  ' })).toBe(
      'Please enter your invitation code',
    );
  });

  it('refuses a code longer than 8 characters', () => {
    expect(firstMessage(ZInvitationCodeStep, { invitationCode: 'ABCDEFGHJ' })).toBe(
      'Invalid invitation code',
    );
  });

  it('needs both email and password to sign in', () => {
    expect(firstMessage(ZSignInRequest, { email: '', password: 'x' })).toBe(
      'Please enter your email',
    );
    expect(firstMessage(ZSignInRequest, { email: 'a@b.co', password: '' })).toBe(
      'Please enter your password',
    );
  });
});

describe('passwords, username and invitations (SPEC §5)', () => {
  it('change password: 8 at least, both entries identical', () => {
    const base = { currentPassword: 'old one', newPassword: 'new pass1', confirmPassword: '' };
    expect(firstMessage(ZChangePasswordForm, { ...base, newPassword: 'short' })).toBe(
      'Minimum 8 characters required',
    );
    expect(firstMessage(ZChangePasswordForm, base)).toBe(
      'Please ensure both passwords are identical',
    );
    expect(
      firstMessage(ZChangePasswordForm, { ...base, confirmPassword: 'new pass1' }),
    ).toBeUndefined();
    expect(
      firstMessage(ZResetPasswordForm, { newPassword: 'new pass1', confirmPassword: 'x' }),
    ).toBe('Please ensure both passwords are identical');
  });

  it('username: trimmed, required, at most 50', () => {
    expect(ZUpdateProfileRequest.parse({ name: '  Doc  ' }).name).toBe('Doc');
    expect(firstMessage(ZUpdateProfileRequest, { name: '   ' })).toBe('Username required');
    expect(firstMessage(ZUpdateProfileRequest, { name: 'x'.repeat(50) })).toBeUndefined();
    expect(firstMessage(ZUpdateProfileRequest, { name: 'x'.repeat(51) })).toBe(
      'Username must be at most 50 characters',
    );
  });

  it.each(['', 'no-at-sign', 'a@'])(
    'invitation email %j: "Please enter a valid email address"',
    (email) => {
      expect(firstMessage(ZCreateInvitationRequest, { email })).toBe(
        'Please enter a valid email address',
      );
    },
  );
});

describe('TOAST_TITLES (SPEC §8)', () => {
  it('titles each account message as the error catalogue does', () => {
    expect(TOAST_TITLES['Please select your branch']).toBe('Missing information');
    expect(TOAST_TITLES['You must accept the Terms of Service and Privacy Policy']).toBe(
      'Terms acceptance required',
    );
    expect(TOAST_TITLES['Please enter a valid invitation code to sign up']).toBe(
      'Invitation code required',
    );
    expect(TOAST_TITLES['Minimum 8 characters required']).toBe('Password too short');
    expect(TOAST_TITLES['Please ensure both passwords are identical']).toBe(
      "Passwords don't match",
    );
    expect(TOAST_TITLES['Please enter a valid email address']).toBe('Invalid email');
  });
});
