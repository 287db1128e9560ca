import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QA_QUEUE_VIEWS, type TQaQueue } from '@shared/schemas/questions';
import { Flag, MessageCircleQuestionMark } from '@web/components/icons';
import { QueueRejectDialog } from '@web/components/moderation/queue-decision';
import { QueueKeysHelp } from '@web/components/moderation/queue-keys-help';
import { QUEUE_LIST, useQueueKeys } from '@web/components/moderation/use-queue-keys';
import { useRejectFocus } from '@web/components/moderation/use-reject-focus';
import { EmptyState, ListSkeleton, LoadFailed } from '@web/components/ui/list-states';
import { PageNav } from '@web/components/ui/page-nav';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { qaQueueQuery } from '../api';
import { useDecideQa, type QaKind } from '../mutations';
import { KIND_LABEL, QaQueueItem } from './qa-queue-item';

type View = (typeof QA_QUEUE_VIEWS)[number];

const VIEWS: Record<View, { label: string; empty: string; list: string }> = {
  pending: {
    label: 'Waiting',
    empty: 'No questions or answers are waiting for approval.',
    list: 'Questions and answers waiting, the longest waiting first',
  },
  flagged: {
    label: 'Flagged',
    empty: 'No public question or answer is flagged.',
    list: 'Flagged questions and answers, the longest flagged first',
  },
};

/** What a decision did, as the review queue says it; kept over flags, it stays public. */
function decidedToast(kind: QaKind, action: 'approve' | 'reject', view: View) {
  const label = KIND_LABEL[kind];
  if (action === 'reject') {
    toast.success(`${label} rejected`, {
      description: `${label} rejected and will not be displayed`,
    });
  } else if (view === 'flagged') {
    toast.success(`${label} kept`, { description: `Flags dismissed; the ${kind} stays public` });
  } else {
    toast.success(`${label} approved`, {
      description: `${label} approved and is now visible to the public`,
    });
  }
}

function QaQueue({ items, view }: { items: TQaQueue['items']; view: View }) {
  const listed = items.map((item) => item.id);
  const [current, setCurrent] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ id: string; follow: boolean } | null>(null);
  const focus = useRejectFocus();
  const kindOf = (id: string) => items.find((item) => item.id === id)?.kind ?? 'question';
  const mutation = useDecideQa({
    onSuccess: (_answer, decision) => {
      // Before the refetch, while the decided item is still on the page to count from.
      if (decision.follow) queue.focusAfter([decision.id]);
      decidedToast(decision.kind, decision.action, view);
      if (decision.action === 'reject') {
        focus.rejected();
        setRejecting(null);
      }
    },
  });
  const approve = (id: string, follow: boolean) =>
    mutation.mutate({ kind: kindOf(id), id, action: 'approve', follow });
  const openReject = (id: string, follow = false) => {
    focus.opening();
    setRejecting({ id, follow });
  };
  const queue = useQueueKeys(
    { approve: (id) => approve(id, true), reject: (id) => openReject(id, true) },
    listed,
  );
  const focusable = current !== null && listed.includes(current) ? current : listed[0];
  const subject = items.find((item) => item.id === rejecting?.id);

  return (
    <>
      <ul className="space-y-3" {...{ [QUEUE_LIST]: '' }} aria-label={VIEWS[view].list}>
        {items.map((item) => (
          <li key={item.id}>
            <QaQueueItem
              item={item}
              focusable={item.id === focusable}
              busy={mutation.isPending}
              onApprove={() => approve(item.id, false)}
              onReject={() => openReject(item.id)}
              onFocus={() => setCurrent(item.id)}
              onKeyDown={queue.onKeyDown}
            />
          </li>
        ))}
      </ul>
      {rejecting && subject ? (
        <QueueRejectDialog
          subject={{ kind: subject.kind, text: subject.text, author: subject.author.name }}
          busy={mutation.isPending}
          onClose={() => setRejecting(null)}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onReject={(said) =>
            mutation.mutate({
              kind: subject.kind,
              id: subject.id,
              action: 'reject',
              said,
              follow: rejecting.follow,
            })
          }
        />
      ) : null}
    </>
  );
}

function QueueView({ view }: { view: View }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(
    qaQueueQuery({ view, page: String(page) }),
  );
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Deciding the last items of the last page leaves it empty: go back to the page now last
  // (set while rendering, as React advises for state that follows an answer).
  if (data && page > totalPages) setPage(totalPages);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {data ? `${VIEWS[view].label} (${data.total})` : VIEWS[view].label}
      </h2>
      {isPending ? (
        <ListSkeleton rows={2} rowClassName="h-40" />
      ) : isError && !data ? (
        <LoadFailed retry={() => void refetch()}>
          Questions and answers could not be loaded.
        </LoadFailed>
      ) : data.items.length === 0 ? (
        <EmptyState icon={view === 'flagged' ? Flag : MessageCircleQuestionMark}>
          {VIEWS[view].empty}
        </EmptyState>
      ) : (
        <div className="space-y-3" aria-busy={isPlaceholderData}>
          <QaQueue items={data.items} view={view} />
          <PageNav
            label={`${VIEWS[view].label} pages`}
            page={page}
            totalPages={totalPages}
            onPage={setPage}
          />
        </div>
      )}
    </section>
  );
}

/**
 * Issue 50: the moderators' Questions tab. Questions and answers waiting (a new member's, an
 * edit, or what flags took down) and public ones members flagged, the longest waiting first;
 * each approved or rejected (with an optional note to its author) by button or key, as reviews
 * are. Approving a flagged one keeps it and dismisses its flags.
 */
export default function AdminQuestionsTab() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Questions and answers from members not yet in good standing wait here, as do edits and those
        members&apos; flags took down.
      </p>
      <QueueKeysHelp selects={false} />
      <Tabs defaultValue="pending">
        <TabsList aria-label="Questions to moderate">
          {QA_QUEUE_VIEWS.map((view) => (
            <TabsTrigger key={view} value={view}>
              {VIEWS[view].label}
            </TabsTrigger>
          ))}
        </TabsList>
        {QA_QUEUE_VIEWS.map((view) => (
          <TabsContent key={view} value={view}>
            <QueueView view={view} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
