import { useQuery } from '@tanstack/react-query';
import { RotateCw, Ticket, XCircle } from '@web/components/icons';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { INVITATION_VALID_DAYS } from '@shared/limits';
import type { TAdminInvitation } from '@shared/schemas/me';
import { Button } from '@web/components/ui/button';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { adminInvitationsQuery } from '../api';
import { useChangeInvitation } from '../mutations';
import { InvitationItem } from './invitations-tab';
import { InviteDialog } from './invite-dialog';

function Actions({ invitation }: { invitation: TAdminInvitation }) {
  const mutation = useChangeInvitation(invitation.id, {
    onSuccess: (_answer, change) => {
      if (change === 'revoke') toast.success('Invitation revoked');
      else
        toast.success('Invitation renewed', {
          description: `Valid for another ${INVITATION_VALID_DAYS} days.`,
        });
    },
  });
  // SPEC §4: revoke and renew only while pending (an expired one is still pending).
  if (invitation.status !== 'pending') return null;
  const busy = mutation.isPending;
  return (
    <>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => mutation.mutate('renew')}>
        <RotateCw aria-hidden /> Renew
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => mutation.mutate('revoke')}>
        <XCircle aria-hidden /> Revoke
      </Button>
    </>
  );
}

/** SPEC §2 Admin, Invitations (the default tab): every invitation, newest first. */
export default function AdminInvitationsTab() {
  const { data, isPending } = useQuery(adminInvitationsQuery());
  const [now] = useState(() => Date.now());
  const invitations = data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Every invitation, newest first. Pending ones can be renewed for {INVITATION_VALID_DAYS}{' '}
          days or revoked.
        </p>
        <InviteDialog inviter="admin" label="Create invitation" />
      </div>
      {isPending ? (
        <ListSkeleton rows={3} rowClassName="h-20" />
      ) : invitations.length === 0 ? (
        <EmptyState icon={Ticket}>No invitations yet.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <InvitationItem invitation={invitation} now={now}>
                <Actions invitation={invitation} />
              </InvitationItem>
              {invitation.invitedByName ? (
                <p className="mt-1 px-1 text-xs text-muted-foreground">
                  Sent by {invitation.invitedByName}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
