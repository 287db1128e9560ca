import { lazy, Suspense } from 'react';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FlagDialog } from '@web/features/reviews';
import { toast } from '@web/lib/toast';
import { useDeleteQa, useFlagQa, type QaKind } from '../mutations';

export type QaDialog = 'flag' | 'delete' | 'history' | null;

// The history's code arrives when a reader first opens one.
const QaRevisionsDialog = lazy(() => import('./qa-revisions-dialog'));

const DELETES = {
  question: 'Your question and every answer to it are deleted for good.',
  answer: 'Your answer, its votes and its earlier versions are deleted for good.',
} as const;

/**
 * A question's or an answer's dialogs: its earlier versions (anyone's, once it was edited), flag
 * (anyone else's) and delete (its author's).
 */
export function QaItemDialogs({
  kind,
  id,
  productId,
  dialog,
  onDialog,
}: {
  kind: QaKind;
  id: string;
  productId: string;
  dialog: QaDialog;
  onDialog: (dialog: QaDialog) => void;
}) {
  const name = `${kind[0]!.toUpperCase()}${kind.slice(1)}`;
  const remove = useDeleteQa(productId, kind, id, {
    onSuccess: () => {
      onDialog(null);
      toast.success(`${name} deleted`);
    },
  });
  const flag = useFlagQa(kind, id, {
    onSuccess: () => {
      onDialog(null);
      toast.success(`${name} flagged`, {
        description: 'Thank you for helping keep our community safe',
      });
    },
  });
  return (
    <>
      {dialog === 'history' ? (
        <Suspense fallback={null}>
          <QaRevisionsDialog
            kind={kind}
            id={id}
            productId={productId}
            open
            onOpenChange={(open) => onDialog(open ? 'history' : null)}
          />
        </Suspense>
      ) : null}
      <FlagDialog
        subject={kind}
        open={dialog === 'flag'}
        onOpenChange={(open) => onDialog(open ? 'flag' : null)}
        busy={flag.isPending}
        onFlag={(body) => flag.mutate(body)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => onDialog(open ? 'delete' : null)}
        title={`Delete ${kind}?`}
        description={DELETES[kind]}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
