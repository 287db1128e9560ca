import { useQuery } from '@tanstack/react-query';
import { Inbox, Trash2 } from '@web/components/icons';
import { useId, useState } from 'react';
import { toast } from '@web/lib/toast';
import { ADMIN_NOTES_MAX } from '@shared/limits';
import {
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  INVITE_REQUEST_SUBJECT,
  type TAdminContact,
} from '@shared/schemas/contact';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { Label, Textarea } from '@web/components/ui/input';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { Select } from '@web/components/ui/select';
import { InviteDialog } from '@web/features/invitations';
import { adminContactsQuery } from '../api';
import { useDeleteContact, useUpdateContact } from '../mutations';

const STATUS_OPTIONS = CONTACT_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s] }));

function ContactItem({ contact, onDelete }: { contact: TAdminContact; onDelete: () => void }) {
  const id = useId();
  const [status, setStatus] = useState(contact.status);
  const [notes, setNotes] = useState(contact.adminNotes ?? '');
  const changed = status !== contact.status || notes.trim() !== (contact.adminNotes ?? '');
  const mutation = useUpdateContact(contact.id, {
    onSuccess: () => {
      toast.success('Updated', { description: 'Submission updated successfully' });
    },
  });
  const inviteRequest = contact.subject === INVITE_REQUEST_SUBJECT;
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="break-words font-semibold leading-snug">{contact.subject}</h3>
            {inviteRequest ? <Badge variant="accent">Invite request</Badge> : null}
            {/URGENT/.test(contact.subject) ? (
              <Badge className="border-transparent bg-red-600/15 text-red-700 dark:text-red-300">
                Urgent
              </Badge>
            ) : null}
          </div>
          <p className="break-all text-sm text-muted-foreground">
            {contact.name} ·{' '}
            <a href={`mailto:${contact.email}`} className="underline underline-offset-2">
              {contact.email}
            </a>{' '}
            · <FormattedDate value={contact.createdAt} />
          </p>
        </div>
        {inviteRequest ? (
          <InviteDialog inviter="admin" email={contact.email} label="Create invitation" />
        ) : null}
      </div>
      <p className="whitespace-pre-line break-words text-sm leading-relaxed">{contact.message}</p>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            value={status}
            onValueChange={(v) => setStatus(v as TAdminContact['status'])}
            options={STATUS_OPTIONS}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-notes`}>Admin notes</Label>
          <Textarea
            id={`${id}-notes`}
            rows={2}
            maxLength={ADMIN_NOTES_MAX}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!changed || mutation.isPending}
          onClick={() => mutation.mutate({ status, adminNotes: notes })}
        >
          {mutation.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" onClick={onDelete}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </Card>
  );
}

/** SPEC §2 Admin, Contact Submissions: newest first; status, notes, delete. */
export default function AdminContactTab() {
  const { data, isPending } = useQuery(adminContactsQuery());
  const [deleting, setDeleting] = useState<TAdminContact | null>(null);
  const remove = useDeleteContact({
    onSuccess: () => {
      toast.success('Deleted', { description: 'Submission deleted successfully' });
      setDeleting(null);
    },
  });
  if (isPending) return <ListSkeleton rows={3} rowClassName="h-40" />;
  const items = data ?? [];
  return (
    <>
      {items.length === 0 ? (
        <EmptyState icon={Inbox}>No contact messages yet.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {items.map((contact) => (
            <li key={contact.id}>
              <ContactItem contact={contact} onDelete={() => setDeleting(contact)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete message"
        description={`Delete "${deleting?.subject ?? ''}" from ${deleting?.email ?? ''}? This action cannot be undone.`}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}
