import type { z } from 'zod';
import { branchLabel } from '@shared/catalog';
import { CONTACT_LIMIT } from '@shared/limits';
import {
  INVITE_REQUEST_SUBJECT,
  type ZContactRequest,
  type ZInviteRequest,
} from '@shared/schemas/contact';
import { contactSubmissions } from './schema';
import type { Db } from '../../db/types';
import { tooMany } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';

type ContactInput = z.output<typeof ZContactRequest>;
type InviteInput = z.output<typeof ZInviteRequest>;

export const CONTACT_RATE_LIMIT_MESSAGE = "You've reached the daily limit for contact submissions";

/** Per user once signed in, per network for visitors (DESIGN §5; lib/client-network.ts). */
export interface Sender {
  userId: string | null;
  network: string;
}

export async function submitContact(db: Db, sender: Sender, input: ContactInput) {
  await db.transaction(async (tx) => {
    const subject = sender.userId ? `user:${sender.userId}` : `ip:${sender.network}`;
    const limit = await consumeRateLimit(tx, 'contact_submission', subject, CONTACT_LIMIT);
    if (!limit.allowed) throw tooMany(CONTACT_RATE_LIMIT_MESSAGE, limit.retryAfterSeconds);
    await tx.insert(contactSubmissions).values({ ...input, userId: sender.userId });
  });
}

/** SPEC §7: the invite request travels as a contact message with a fixed subject and body. */
export function inviteRequestMessage(input: InviteInput): string {
  return [
    `Branch: ${branchLabel(input.branch)}`,
    `Social Media: ${input.socialMedia ?? 'Not provided'}`,
    '',
    'Message:',
    input.message ?? 'No additional message provided',
  ].join('\n');
}

export function submitInviteRequest(db: Db, sender: Sender, input: InviteInput) {
  return submitContact(db, sender, {
    name: input.name,
    email: input.email,
    subject: INVITE_REQUEST_SUBJECT,
    message: inviteRequestMessage(input),
  });
}
