import { useInfiniteQuery } from '@tanstack/react-query';
import { shortDate } from '@shared/format';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { EarlierVersions } from '@web/components/earlier-versions';
import { revisionsQuery } from '../api';
import type { QaKind } from '../mutations';

/**
 * What a question or an answer said before its author edited it, newest first, a page at a time
 * (issue 50): the versions the public read, as a review's history keeps them. Default export:
 * loaded when a reader first opens one.
 */
export default function QaRevisionsDialog({
  kind,
  id,
  productId,
  open,
  onOpenChange,
}: {
  kind: QaKind;
  id: string;
  productId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const list = useInfiniteQuery(revisionsQuery(productId, kind, id));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Earlier versions"
        description={`What this ${kind} said before its author edited it, newest first.`}
      >
        <EarlierVersions list={list} rowClassName="h-20">
          {(items) => (
            <ol className="space-y-3">
              {items.map((r) => (
                <li key={r.version} className="space-y-1 rounded-lg border p-3">
                  <p className="text-sm font-semibold">
                    {`Version ${r.version}`}
                    <span className="font-normal text-muted-foreground">
                      {` · replaced ${shortDate(r.createdAt)}`}
                    </span>
                  </p>
                  <p className="whitespace-pre-line break-words text-sm leading-relaxed">
                    {r.text}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </EarlierVersions>
      </DialogContent>
    </Dialog>
  );
}
