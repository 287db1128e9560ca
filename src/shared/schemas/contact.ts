import { z } from 'zod';
import { BRANCH_IDS } from '../catalog';
import {
  ADMIN_NOTES_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  INVITE_EMAIL_MAX,
  INVITE_MESSAGE_MAX,
  INVITE_NAME_MAX,
  INVITE_SOCIAL_MAX,
} from '../limits';
import { emailField, optionalText, requiredText } from './common';

export const ZContactRequest = z.object({
  name: requiredText('Name is required', CONTACT_NAME_MAX, 'Name must be less than 100 characters'),
  email: emailField(
    'Invalid email address',
    CONTACT_EMAIL_MAX,
    'Email must be less than 255 characters',
  ),
  subject: requiredText(
    'Subject is required',
    CONTACT_SUBJECT_MAX,
    'Subject must be less than 200 characters',
  ),
  message: requiredText(
    'Message is required',
    CONTACT_MESSAGE_MAX,
    'Message must be less than 2000 characters',
  ),
});
export type TContactRequest = z.input<typeof ZContactRequest>;

export const ZInviteRequest = z.object({
  name: requiredText('Name is required', INVITE_NAME_MAX, 'Name must be less than 100 characters'),
  email: emailField(
    'Invalid email address',
    INVITE_EMAIL_MAX,
    'Email must be less than 255 characters',
  ),
  branch: z.enum(BRANCH_IDS, 'Branch is required'),
  socialMedia: optionalText(INVITE_SOCIAL_MAX, 'Social media must be less than 200 characters'),
  message: optionalText(INVITE_MESSAGE_MAX, 'Message must be less than 1000 characters'),
});
export type TInviteRequest = z.input<typeof ZInviteRequest>;

export const INVITE_REQUEST_SUBJECT = 'Beta Invite Request';

// The admin's Contact Submissions tab (SPEC §2 Admin, §4 Contact submission).

export const CONTACT_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export const CONTACT_STATUS_LABELS: Record<(typeof CONTACT_STATUSES)[number], string> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
};

export const ZAdminContact = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type TAdminContact = z.infer<typeof ZAdminContact>;
export const ZAdminContactList = z.object({ items: z.array(ZAdminContact) });

export const ZContactUpdate = z.object({
  status: z.enum(CONTACT_STATUSES, 'Unknown status'),
  adminNotes: optionalText(ADMIN_NOTES_MAX, 'Admin notes must be less than 2000 characters'),
});
export type TContactUpdate = z.input<typeof ZContactUpdate>;
export const ZContactIdParam = z.object({ id: z.uuid('Submission not found') });
