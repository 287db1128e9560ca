import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContactRequest, TContactUpdate, TInviteRequest } from '@shared/schemas/contact';
import { ApiError } from '@web/lib/api';
import type { ScreenPart } from '@web/lib/mutations';
import type { Told } from '@web/service-worker/device-store';
import { refresh } from '@web/lib/query-keys';
import { deleteContact, sendContact, sendInviteRequest, updateContact } from './api';
import { contactKeys } from './keys';

/** The contact form's draft on this device. */
export const CONTACT_DRAFT = 'contact';

const hasStatus = (err: Error, status: number) => err instanceof ApiError && err.status === status;

/** `sent`: the words the member is told when a message that waited for a connection is sent. */
export const useSendContact = (
  screen: ScreenPart<unknown, TContactRequest>,
  sent: Told['success'],
) =>
  useMutation({
    ...screen,
    mutationFn: (body: TContactRequest) =>
      sendContact(body, {
        told: {
          what: 'message',
          success: sent,
          errorTitle: 'Error',
          errorTitles: { 429: 'Rate limit exceeded', 400: 'Validation Error' },
        },
        stale: [],
        draft: { form: CONTACT_DRAFT, values: body },
      }),
    meta: {
      errorToast: (err) => {
        if (hasStatus(err, 429)) return { title: 'Rate limit exceeded', description: err.message };
        if (hasStatus(err, 400)) return { title: 'Validation Error', description: err.message };
        return { title: 'Error', description: err.message || 'Failed to send message' };
      },
    },
  });

export const useSendInviteRequest = (screen: ScreenPart<unknown, TInviteRequest>) =>
  useMutation({
    ...screen,
    mutationFn: sendInviteRequest,
    meta: {
      errorToast: (err) => {
        if (hasStatus(err, 400)) return { title: 'Validation Error', description: err.message };
        if (hasStatus(err, 429)) return { title: 'Rate limit exceeded', description: err.message };
        return { title: 'Error submitting request', description: 'Please try again later' };
      },
    },
  });

export function useUpdateContact(id: string, screen: ScreenPart<unknown, TContactUpdate>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: (body: TContactUpdate) => updateContact(id, body),
    meta: { errorTitle: 'Error', errorFallback: 'Failed to update submission' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, contactKeys.admin);
    },
  });
}

export function useDeleteContact(screen: ScreenPart<unknown, string>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: deleteContact,
    meta: { errorTitle: 'Error', errorFallback: 'Failed to delete submission' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, contactKeys.admin);
    },
  });
}
