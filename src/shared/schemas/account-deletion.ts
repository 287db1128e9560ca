import { z } from 'zod';
import { ACCOUNT_DELETION_FRESH_MINUTES, EMAIL_MAX, PASSWORD_MAX } from '../limits';
import { MSG } from './accounts';

// Deleting one's own account (issue 17, SPEC §2 Privacy: deletion). The form and the route share
// the request's shape; which proofs an account needs depends on it, so the form asks for them
// through `accountDeletionForm` and the server checks the same again against the account.

export const DELETION_MSG = {
  passwordRequired: MSG.passwordRequired,
  wrongPassword: 'Incorrect password. Please try again.',
  codeRequired: 'Please enter the 6-digit code from your authenticator app',
  wrongCode: 'Invalid code. Please try again.',
  confirmEmail: 'Type your email address exactly to confirm',
  signInAgain: `For your security, sign in with Google again, then delete your account within ${ACCOUNT_DELETION_FRESH_MINUTES} minutes.`,
  superAdmin: 'Super admin accounts cannot be deleted',
} as const;

const code = z
  .string({ error: DELETION_MSG.codeRequired })
  .trim()
  .regex(/^\d{6}$/, DELETION_MSG.codeRequired);

export const ZDeleteAccountRequest = z.object({
  /** The account's password, for accounts that have one. */
  password: z.string({ error: DELETION_MSG.passwordRequired }).max(PASSWORD_MAX).optional(),
  /** The authenticator's current code, when two-factor sign-in is on. */
  code: code.optional(),
  /** A Google-only account has no password: its owner types the address instead. */
  confirmEmail: z.string({ error: DELETION_MSG.confirmEmail }).trim().max(EMAIL_MAX).optional(),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

/** What one account needs to prove; the profile knows both from the viewer. */
export interface DeletionProofs {
  hasPassword: boolean;
  twoFactorEnabled: boolean;
  email: string;
}

/** The request as the form must fill it for this account: the route's shape, with requirements. */
export function accountDeletionForm(proofs: DeletionProofs) {
  return ZDeleteAccountRequest.superRefine((v, ctx) => {
    if (proofs.hasPassword && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: DELETION_MSG.passwordRequired });
    }
    if (!proofs.hasPassword && v.confirmEmail?.toLowerCase() !== proofs.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: DELETION_MSG.confirmEmail });
    }
    if (proofs.twoFactorEnabled && !v.code) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: DELETION_MSG.codeRequired });
    }
  });
}

/** How many of each thing went with the account: the answer and the confirmation e-mail say so. */
export const ZAccountDeleted = z.object({
  removed: z.object({
    reviews: z.number(),
    photosAndVideos: z.number(),
    votes: z.number(),
    flags: z.number(),
    /** Issue 50: their questions and answers (a question's answers by others go with it). */
    questionsAndAnswers: z.number(),
    gearKit: z.number(),
    submissions: z.number(),
    invitations: z.number(),
    contactMessages: z.number(),
    sessions: z.number(),
  }),
});
export type TAccountDeleted = z.infer<typeof ZAccountDeleted>;

/** The removed things in words, for the answer's toast and the e-mail. */
export function describeRemoved(removed: TAccountDeleted['removed']): string[] {
  const labels: [keyof TAccountDeleted['removed'], string, string][] = [
    ['reviews', 'review', 'reviews'],
    ['photosAndVideos', 'photo or video', 'photos and videos'],
    ['votes', 'vote', 'votes'],
    ['flags', 'flag', 'flags'],
    ['questionsAndAnswers', 'question or answer', 'questions and answers'],
    ['gearKit', 'Gear Kit item', 'Gear Kit items'],
    ['submissions', 'product submission', 'product submissions'],
    ['invitations', 'invitation', 'invitations'],
    ['contactMessages', 'contact message', 'contact messages'],
    ['sessions', 'signed-in session', 'signed-in sessions'],
  ];
  return labels.map(([key, one, many]) => `${removed[key]} ${removed[key] === 1 ? one : many}`);
}
