import { Mail } from '@web/components/icons';
import type { ReactNode } from 'react';
import { branchLabel } from '@shared/catalog';
import type { TViewer } from '@shared/schemas/me';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { ChangePasswordDialog } from './change-password-dialog';
import { EditUsernameDialog } from './edit-username-dialog';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * SPEC §2 Profile: who the user is, their standing, and the two account dialogs. `badges`: what
 * other features add beside the name (the verified service badge, issue 29).
 */
export function ProfileHeader({ viewer, badges }: { viewer: TViewer; badges?: ReactNode }) {
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6 md:flex-row md:items-start md:justify-between">
      <div className="flex min-w-0 gap-4">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xl font-bold text-primary"
        >
          {initials(viewer.name)}
        </span>
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="break-words text-2xl font-bold tracking-tight">{viewer.name}</h1>
            {viewer.branch ? <Badge variant="accent">{branchLabel(viewer.branch)}</Badge> : null}
            {badges}
          </div>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <Mail className="size-4 shrink-0" aria-hidden />
            <span className="break-all">{viewer.email}</span>
            {viewer.emailVerified ? null : (
              <Badge
                variant="outline"
                className="border-destructive/40 text-destructive"
                title="Confirm your email with the link we sent you"
              >
                Unconfirmed
              </Badge>
            )}
          </p>
          <dl className="flex flex-wrap gap-x-8 gap-y-3">
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                Reviewer Score
              </dt>
              <dd
                className="text-xl font-semibold"
                title="Upvotes minus downvotes across all your reviews"
              >
                {viewer.reviewerScore}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                Member since
              </dt>
              <dd className="text-xl font-semibold">
                <FormattedDate value={viewer.memberSince} />
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row md:shrink-0">
        <EditUsernameDialog currentName={viewer.name} />
        <ChangePasswordDialog />
      </div>
    </Card>
  );
}
