import { useQuery } from '@tanstack/react-query';
import { isSuperAdmin } from '@shared/roles';
import {
  ShieldCheck,
  ShieldMinus,
  ShieldOff,
  ShieldPlus,
  Trash2,
  Users,
} from '@web/components/icons';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { branchLabel } from '@shared/catalog';
import type { TAdminUser } from '@shared/schemas/admin-users';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { Pagination } from '@web/components/ui/pagination';
import { SearchInput } from '@web/components/ui/search-input';
import { usePagedSearch } from '@web/lib/use-paged-search';
import { adminUsersQuery } from '../admin-api';
import { useDeleteUser, useSetAdmin } from '../admin-mutations';
import { useViewer } from '@web/lib/viewer';
import {
  LiftRevocationButton,
  RevokedBadge,
  RevokeVerificationDialog,
} from '@web/features/verification';
import { VerifiedBadge } from '@web/components/verified-badge';
import { CreateUserDialog } from './create-user-dialog';

function UserRow({
  member,
  superAdmin,
  self,
  onDelete,
  onRevoke,
}: {
  member: TAdminUser;
  superAdmin: boolean;
  self: boolean;
  onDelete: () => void;
  onRevoke: () => void;
}) {
  const isAdmin = member.roles.includes('admin');
  const isProtected = isSuperAdmin(member);
  const role = useSetAdmin(
    { id: member.id, isAdmin },
    {
      onSuccess: () => {
        toast.success(isAdmin ? 'Admin role removed' : 'Admin role granted');
      },
    },
  );
  // SPEC §6: the buttons are off for anyone but a super admin, and for protected accounts.
  const lockedReason = !superAdmin
    ? 'Only super admins can manage admin roles'
    : isProtected
      ? 'Super admin accounts are protected'
      : undefined;
  return (
    <Card className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{member.name || 'Unnamed'}</span>
          {member.roles.length === 0 ? <Badge variant="outline">user</Badge> : null}
          {member.roles.map((r) => (
            <Badge key={r} variant="secondary">
              {r === 'super_admin' ? 'super admin' : r}
            </Badge>
          ))}
          {isProtected ? (
            <Badge variant="accent">
              <ShieldCheck className="size-3" aria-hidden /> Protected
            </Badge>
          ) : null}
          {member.verification ? <VerifiedBadge affiliation={member.verification} /> : null}
          {member.verificationRevokedAt ? (
            <RevokedBadge revokedAt={member.verificationRevokedAt} />
          ) : null}
        </div>
        <p className="break-all text-sm text-muted-foreground">
          {member.email}
          {member.emailVerified ? '' : ' (unconfirmed)'} ·{' '}
          {member.branch ? branchLabel(member.branch) : 'No branch'} · joined{' '}
          <FormattedDate value={member.joinedAt} />
        </p>
      </div>
      {member.verification ? (
        <Button variant="outline" size="sm" onClick={onRevoke}>
          <ShieldOff aria-hidden /> Revoke verification
          <span className="sr-only"> of {member.email}</span>
        </Button>
      ) : null}
      {member.verificationRevokedAt ? (
        <LiftRevocationButton
          member={{ id: member.id, name: member.name || member.email, email: member.email }}
        />
      ) : null}
      <div className="flex flex-wrap gap-2" title={lockedReason}>
        <Button
          variant="outline"
          size="sm"
          disabled={Boolean(lockedReason) || role.isPending}
          onClick={() => role.mutate()}
        >
          {isAdmin ? <ShieldMinus aria-hidden /> : <ShieldPlus aria-hidden />}
          {isAdmin ? 'Remove admin' : 'Make admin'}
          <span className="sr-only"> for {member.email}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={Boolean(lockedReason) || self}
          onClick={onDelete}
        >
          <Trash2 aria-hidden /> Delete<span className="sr-only"> {member.email}</span>
        </Button>
      </div>
    </Card>
  );
}

function DeleteUser({ member, onClose }: { member: TAdminUser | null; onClose: () => void }) {
  const mutation = useDeleteUser({
    onSuccess: () => {
      toast.success('User deleted');
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={Boolean(member)}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete user"
      description={`Delete ${member?.email ?? ''}? Their reviews, votes, flags, submissions and uploads go with the account. This action cannot be undone.`}
      busy={mutation.isPending}
      onConfirm={() => member && mutation.mutate(member.id)}
    />
  );
}

/** SPEC §2 Admin, Users. Role changes and deletion are for super admins (SPEC §6). */
export default function AdminUsersTab() {
  const { viewer } = useViewer();
  const { search, setSearch, term, page, setPage } = usePagedSearch();
  const { data, isPending, isError } = useQuery(
    adminUsersQuery({ search: term, page: String(page) }),
  );
  const [deleting, setDeleting] = useState<TAdminUser | null>(null);
  const [revoking, setRevoking] = useState<TAdminUser | null>(null);
  const superAdmin = Boolean(viewer && isSuperAdmin(viewer));
  const items = data?.items ?? [];
  const totalPages = data ? Math.ceil(data.total / data.pageSize) : 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          className="w-full max-w-md"
          aria-label="Search users"
          placeholder="Search by email or name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <CreateUserDialog />
      </div>
      {isPending ? (
        <ListSkeleton rows={4} rowClassName="h-20" />
      ) : isError ? (
        <EmptyState icon={Users}>
          Error loading users. You may need admin privileges to view user emails.
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState icon={Users}>No users match.</EmptyState>
      ) : (
        <ul className="space-y-2">
          {items.map((member) => (
            <li key={member.id}>
              <UserRow
                member={member}
                superAdmin={superAdmin}
                self={member.id === viewer?.id}
                onDelete={() => setDeleting(member)}
                onRevoke={() => setRevoking(member)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} buttons={5} onPage={setPage} />
      <DeleteUser member={deleting} onClose={() => setDeleting(null)} />
      <RevokeVerificationDialog
        member={revoking && { id: revoking.id, name: revoking.name || revoking.email }}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}
