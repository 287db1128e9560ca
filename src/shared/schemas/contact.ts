import { z } from 'zod';
import { BRANCH_IDS } from '../catalog';
import {
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
