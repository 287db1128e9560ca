import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Medal, Pencil, Plus, Trash2 } from '@web/components/icons';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import type { TAdminAdvisor } from '@shared/schemas/advisors';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { adminAdvisorsQuery } from '../api';
import { useDeleteAdvisor, useMoveAdvisor } from '../mutations';
import { AdvisorDialog } from './advisor-dialog';

/** SPEC §2 Admin, Advisors: all of them (inactive too), in display order. */
export default function AdminAdvisorsTab() {
  const { data, isPending } = useQuery(adminAdvisorsQuery());
  const [editing, setEditing] = useState<{ advisor: TAdminAdvisor | null } | null>(null);
  const [deleting, setDeleting] = useState<TAdminAdvisor | null>(null);
  const move = useMoveAdvisor();
  const remove = useDeleteAdvisor({
    onSuccess: () => {
      toast.success('Advisor deleted');
      setDeleting(null);
    },
  });
  if (isPending) return <ListSkeleton rows={3} rowClassName="h-16" />;
  const items = data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ advisor: null })}>
          <Plus aria-hidden /> Add advisor
        </Button>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={Medal}>No advisors yet.</EmptyState>
      ) : (
        <ol className="space-y-2">
          {items.map((a, i) => (
            <li key={a.id}>
              <Card className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {a.name}
                    {a.isActive ? null : <Badge variant="outline">Hidden</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground">{a.title}</p>
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${a.name} up`}
                    disabled={i === 0 || move.isPending}
                    onClick={() => move.mutate({ id: a.id, direction: 'up' })}
                  >
                    <ArrowUp />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${a.name} down`}
                    disabled={i === items.length - 1 || move.isPending}
                    onClick={() => move.mutate({ id: a.id, direction: 'down' })}
                  >
                    <ArrowDown />
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setEditing({ advisor: a })}>
                    <Pencil aria-hidden /> Edit<span className="sr-only"> {a.name}</span>
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setDeleting(a)}>
                    <Trash2 aria-hidden /> Delete<span className="sr-only"> {a.name}</span>
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <AdvisorDialog
        open={Boolean(editing)}
        advisor={editing?.advisor ?? null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete advisor"
        description={`Delete ${deleting?.name ?? ''}? This action cannot be undone.`}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
