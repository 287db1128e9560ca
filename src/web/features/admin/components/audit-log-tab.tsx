import { useQuery } from '@tanstack/react-query';
import { ScrollText } from '@web/components/icons';
import { useState } from 'react';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, type AuditAction } from '@shared/schemas/audit';
import { Card } from '@web/components/ui/card';
import { Label } from '@web/components/ui/input';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { Pagination } from '@web/components/ui/pagination';
import { Select } from '@web/components/ui/select';
import { auditLogQuery } from '../api';

const ALL = 'all';
const ACTION_OPTIONS = [
  { value: ALL, label: 'All actions' },
  ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] })),
];
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Issue 6's audit log: every moderation and admin action, newest first. */
export default function AuditLogTab() {
  const [action, setAction] = useState<AuditAction | undefined>();
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(auditLogQuery({ action, page: String(page) }));
  const items = data?.items ?? [];
  const totalPages = data ? Math.ceil(data.total / data.pageSize) : 1;
  return (
    <div className="space-y-4">
      <div className="max-w-xs space-y-1.5">
        <Label htmlFor="audit-action">Action</Label>
        <Select
          id="audit-action"
          value={action ?? ALL}
          onValueChange={(v) => {
            setAction(v === ALL ? undefined : (v as AuditAction));
            setPage(1);
          }}
          options={ACTION_OPTIONS}
        />
      </div>
      {isPending ? (
        <ListSkeleton rows={4} rowClassName="h-14" />
      ) : items.length === 0 ? (
        <EmptyState icon={ScrollText}>Nothing has been logged yet.</EmptyState>
      ) : (
        <Card className="divide-y">
          {items.map((entry) => (
            <div key={entry.id} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:gap-4">
              <time dateTime={entry.createdAt} className="shrink-0 text-muted-foreground sm:w-44">
                {when.format(new Date(entry.createdAt))}
              </time>
              <div className="min-w-0 space-y-0.5">
                <p className="break-words">
                  <span className="font-medium">{entry.actorLabel}</span>{' '}
                  {AUDIT_ACTION_LABELS[entry.action].toLowerCase()}
                  {entry.targetLabel ? (
                    <>
                      : <span className="font-medium">{entry.targetLabel}</span>
                    </>
                  ) : null}
                </p>
                {entry.notes ? (
                  <p className="whitespace-pre-line break-words text-muted-foreground">
                    Notes: {entry.notes}
                  </p>
                ) : null}
              </div>
            </div>
          ))}
        </Card>
      )}
      <Pagination page={page} totalPages={totalPages} buttons={5} onPage={setPage} />
    </div>
  );
}
