import { useQuery } from '@tanstack/react-query';
import { Ticket } from '@web/components/icons';
import { useState, type ReactNode } from 'react';
import { INVITATION_VALID_DAYS } from '@shared/limits';
import type { TInvitation } from '@shared/schemas/me';
import { Card } from '@web/components/ui/card';
import { CopyButton } from '@web/components/ui/copy-button';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { StatusBadge } from '@web/components/ui/status-badge';
import { myInvitationsQuery } from '../api';
import { InviteDialog } from './invite-dialog';

/** SPEC §2 Admin / §4: a pending invitation past its expiry shows as Expired. */
export function shownStatus(invitation: TInvitation, now: number) {
  return invitation.status === 'pending' && Date.parse(invitation.expiresAt) < now
    ? 'expired'
    : invitation.status;
}

/** One invitation: address, status, dates and the code; `children` adds an admin's actions. */
export function InvitationItem({
  invitation,
  now,
  children,
}: {
  invitation: TInvitation;
  now: number;
  children?: ReactNode;
}) {
  const status = shownStatus(invitation, now);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="break-all font-medium">{invitation.email}</span>
          <StatusBadge status={status} />
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>
            Created <FormattedDate value={invitation.createdAt} />
          </span>
          {invitation.usedAt ? (
            <span>
              Accepted <FormattedDate value={invitation.usedAt} />
            </span>
          ) : (
            <span className={status === 'expired' ? 'text-destructive' : undefined}>
              {status === 'expired' ? 'Expired' : 'Expires'}{' '}
              <FormattedDate value={invitation.expiresAt} />
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded-md bg-muted px-2.5 py-1 font-mono text-sm font-semibold tracking-wider">
          {invitation.invitationCode}
        </code>
        <CopyButton value={invitation.invitationCode} label="invitation code" size="sm" />
        {children}
      </div>
    </Card>
  );
}

/** The user's own invitations, newest first, and the invite dialog. */
export function InvitationsTab({ emailVerified }: { emailVerified: boolean }) {
  const { data, isPending } = useQuery(myInvitationsQuery());
  // Expiry is judged against when the list was shown, not re-evaluated on every render.
  const [now] = useState(() => Date.now());
  const invitations = data ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Sign-up is by invitation. Invite people you trust: each code works once and lasts{' '}
          {INVITATION_VALID_DAYS} days.
        </p>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <InviteDialog disabled={!emailVerified} />
          {emailVerified ? null : (
            <p className="text-sm text-muted-foreground">Verify your email to send invitations</p>
          )}
        </div>
      </div>
      {isPending ? (
        <ListSkeleton rows={2} rowClassName="h-20" />
      ) : invitations.length === 0 ? (
        <EmptyState icon={Ticket}>You haven&apos;t sent any invitations yet.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <InvitationItem invitation={invitation} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
