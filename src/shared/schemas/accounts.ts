import { z } from 'zod';
import { BRANCH_IDS } from '../catalog';
import {
  EMAIL_MAX,
  INVITATION_CODE_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
} from '../limits';
import { emailField } from './common';

// Request schemas of the account screens (SPEC §5), shared by the forms and the server. The
// messages are the spec's; where the spec gives a toast title as well, the form supplies it.

export const MSG = {
  emailRequired: 'Please enter your email',
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordShort: `Minimum ${PASSWORD_MIN} characters required`,
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters`,
  codeStep: 'Please enter your invitation code',
  codeRequired: 'Please enter a valid invitation code to sign up',
  invalidCode: 'Invalid invitation code',
  expiredCode: 'Invitation code has expired',
  branchRequired: 'Please select your branch',
  termsRequired: 'You must accept the Terms of Service and Privacy Policy',
  usernameRequired: 'Username required',
  usernameLong: `Username must be at most ${USERNAME_MAX} characters`,
  passwordsDiffer: 'Please ensure both passwords are identical',
  emailLong: 'Email must be less than 255 characters',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  tooManyFailedSignIns:
    'Too many failed sign-ins from your network. Please try again in 15 minutes.',
  signInRequired: 'Please sign in to continue',
  adminRequired: "You don't have admin privileges",
  superAdminRequired: 'Only super admins can manage admin roles',
} as const;

/** SPEC §8: the toast title each validation message is shown under ('Validation Error' else). */
export const TOAST_TITLES: Record<string, string> = {
  [MSG.codeStep]: 'Invitation code required',
  [MSG.codeRequired]: 'Invitation code required',
  [MSG.branchRequired]: 'Missing information',
  [MSG.termsRequired]: 'Terms acceptance required',
  [MSG.invalidEmail]: 'Invalid email',
  [MSG.passwordShort]: 'Password too short',
  [MSG.passwordsDiffer]: "Passwords don't match",
  [MSG.usernameRequired]: 'Username required',
};

const email = emailField(MSG.invalidEmail, EMAIL_MAX, MSG.emailLong);

/** A new password: PASSWORD_MIN to PASSWORD_MAX characters, kept as typed (no trimming). */
export const newPassword = z
  .string({ error: MSG.passwordShort })
  .min(PASSWORD_MIN, MSG.passwordShort)
  .max(PASSWORD_MAX, MSG.passwordLong);

/** Upper-cased as typed; the server decides whether it exists. */
export const invitationCode = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toUpperCase()
    .min(1, requiredMessage)
    .max(INVITATION_CODE_LENGTH, MSG.invalidCode);

export const username = z
  .string({ error: MSG.usernameRequired })
  .trim()
  .min(1, MSG.usernameRequired)
  .max(USERNAME_MAX, MSG.usernameLong);

export const ZSignInRequest = z.object({
  email: z.string({ error: MSG.emailRequired }).trim().min(1, MSG.emailRequired).pipe(email),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired),
});
export type TSignInRequest = z.input<typeof ZSignInRequest>;

export const ZInvitationCodeStep = z.object({ invitationCode: invitationCode(MSG.codeStep) });
export type TInvitationCodeStep = z.input<typeof ZInvitationCodeStep>;

/** Sign-up's details step; the name, when empty, is generated on the server. */
export const ZSignUpDetails = z.object({
  email,
  password: newPassword,
  branch: z.enum(BRANCH_IDS, MSG.branchRequired),
  name: z
    .string()
    .trim()
    .max(USERNAME_MAX, MSG.usernameLong)
    .optional()
    .transform((v) => v || undefined),
  acceptTerms: z.literal(true, MSG.termsRequired),
});

export const ZSignUpRequest = ZSignUpDetails.extend({
  invitationCode: invitationCode(MSG.codeRequired),
});
export type TSignUpRequest = z.input<typeof ZSignUpRequest>;

/** Google sign-up carries what the details step asked for through the OAuth round trip. */
export const ZGoogleSignUpRequest = ZSignUpRequest.pick({
  invitationCode: true,
  branch: true,
  name: true,
  acceptTerms: true,
});
export type TGoogleSignUpRequest = z.input<typeof ZGoogleSignUpRequest>;

export const ZForgotPasswordRequest = z.object({ email });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

const confirmed = <T extends z.ZodType<{ newPassword: string; confirmPassword: string }>>(s: T) =>
  s.refine((v) => v.newPassword === v.confirmPassword, {
    message: MSG.passwordsDiffer,
    path: ['confirmPassword'],
  });

export const ZResetPasswordForm = confirmed(z.object({ newPassword, confirmPassword: z.string() }));
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;

export const ZChangePasswordForm = confirmed(
  z.object({
    currentPassword: z.string().min(1, MSG.passwordRequired),
    newPassword,
    confirmPassword: z.string(),
  }),
);
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;

export const ZUpdateProfileRequest = z.object({ name: username });
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZCreateInvitationRequest = z.object({
  email: z
    .string({ error: MSG.invalidEmail })
    .trim()
    .min(1, MSG.invalidEmail)
    .refine((v) => v.includes('@'), MSG.invalidEmail)
    .pipe(email),
});
export type TCreateInvitationRequest = z.input<typeof ZCreateInvitationRequest>;

export const ZValidateInvitationRequest = ZInvitationCodeStep;

export const ZAgreementRequest = z.object({
  documentIds: z.array(z.uuid('Unknown legal document')).min(1).max(10),
});

/** The one-time page that creates the first super admin (no invitation needed). */
export const ZSuperAdminSetupRequest = z.object({
  token: z.string().min(1).max(200),
  email,
  password: newPassword,
  name: username,
  branch: z.enum(BRANCH_IDS, MSG.branchRequired),
});
export type TSuperAdminSetupRequest = z.input<typeof ZSuperAdminSetupRequest>;
