import { describe, expect, it } from 'vitest';
import { DELETION_MSG, accountDeletionForm, describeRemoved } from './account-deletion';

/** The distinct messages a form would show (a field can fail its format and its requirement). */
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : [...new Set(result.error?.issues.map((i) => i.message))];

describe('accountDeletionForm', () => {
  const email = 'Member@Example.test';

  it('asks a password account for its password, and nothing else when two-factor is off', () => {
    const form = accountDeletionForm({ hasPassword: true, twoFactorEnabled: false, email });
    expect(messages(form.safeParse({ password: '' }))).toEqual([DELETION_MSG.passwordRequired]);
    expect(messages(form.safeParse({ password: 'secret words' }))).toEqual([]);
  });

  it('asks for a six-digit code as well when two-factor is on', () => {
    const form = accountDeletionForm({ hasPassword: true, twoFactorEnabled: true, email });
    expect(messages(form.safeParse({ password: 'secret words', code: '' }))).toEqual([
      DELETION_MSG.codeRequired,
    ]);
    expect(messages(form.safeParse({ password: 'secret words', code: '12345a' }))).toEqual([
      DELETION_MSG.codeRequired,
    ]);
    expect(messages(form.safeParse({ password: 'secret words', code: ' 123456 ' }))).toEqual([]);
  });

  it('asks a Google-only account to type its address, in any case', () => {
    const form = accountDeletionForm({ hasPassword: false, twoFactorEnabled: false, email });
    expect(messages(form.safeParse({ confirmEmail: 'someone@else.test' }))).toEqual([
      DELETION_MSG.confirmEmail,
    ]);
    expect(messages(form.safeParse({ confirmEmail: ' member@example.TEST ' }))).toEqual([]);
  });
});

describe('describeRemoved', () => {
  it('counts each kind in words, singular for one', () => {
    const lines = describeRemoved({
      reviews: 1,
      photosAndVideos: 2,
      votes: 0,
      flags: 1,
      questionsAndAnswers: 2,
      gearKit: 3,
      submissions: 1,
      invitations: 2,
      contactMessages: 1,
      sessions: 1,
    });
    expect(lines.join(', ')).toBe(
      '1 review, 2 photos and videos, 0 votes, 1 flag, 2 questions and answers, 3 Gear Kit items, 1 product submission, 2 invitations, 1 contact message, 1 signed-in session',
    );
  });
});
