import { FLAG_REASONS } from '@shared/catalog';
import type { TQaQueueItem } from '@shared/schemas/questions';
import { QueueItemCard, type QueueItemProps } from '@web/components/moderation/queue-item';
import { Badge } from '@web/components/ui/badge';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { paths } from '@web/lib/paths';
import { Link } from '@web/lib/router';
import { OpsecFindings } from '@web/features/opsec';

const reasonLabel = (id: string) => FLAG_REASONS.find((r) => r.id === id)?.label ?? id;

/** A question or an answer in the moderators' queue, kept apart by a badge and its wording. */
export const KIND_LABEL = { question: 'Question', answer: 'Answer' } as const;

function Flags({ flags, id }: { flags: TQaQueueItem['flags']; id: string }) {
  if (flags.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-1 rounded-md bg-muted p-3 text-sm">
      <h3 id={id} className="font-medium">
        {flags.length === 1 ? '1 flag' : `${flags.length} flags`}
      </h3>
      <ul className="space-y-1">
        {flags.map((flag, i) => (
          <li key={i} className="break-words">
            <span className="font-medium">{reasonLabel(flag.reason)}</span>
            {' · '}
            <FormattedDate value={flag.createdAt} />
            {flag.description ? ` · “${flag.description}”` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Issue 50: a question or an answer waiting for a moderator, or flagged by members, with what it
 * is about (its product, linked once public, and for an answer the question it answers) and the
 * flags it carries. A
 * queue item as a review is: focusable, its keys handled by the list's `onKeyDown`.
 */
export function QaQueueItem({ item, ...queue }: QueueItemProps & { item: TQaQueueItem }) {
  const textId = `qa-${item.id}`;
  const questionId = item.question?.id ?? item.id;
  return (
    // Named by its kind and author, described by its text: an answer may run to 2,000
    // characters, which a screen reader would read at every move through the queue.
    <QueueItemCard
      id={item.id}
      labelledBy={`${textId}-kind ${textId}-by`}
      describedBy={textId}
      {...queue}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="accent" id={`${textId}-kind`}>
            {KIND_LABEL[item.kind]}
          </Badge>
          {item.hiddenByFlags ? <Badge variant="secondary">Hidden by flags</Badge> : null}
          {item.restoredBefore ? <Badge variant="outline">Restored before</Badge> : null}
        </div>
        <span className="text-sm text-muted-foreground">
          <span id={`${textId}-by`}>{`by ${item.author.name}`}</span> ·{' '}
          <FormattedDate value={item.createdAt} />
        </span>
      </div>
      {item.question ? (
        <p className="break-words text-sm text-muted-foreground">{`To “${item.question.text}”`}</p>
      ) : null}
      <p id={textId} className="whitespace-pre-line break-words leading-relaxed">
        {item.text}
      </p>
      <OpsecFindings texts={[item.text]} />
      {item.status === 'approved' ? (
        <Link
          to={paths.productQuestions(item.product.id, questionId)}
          className="inline-block text-sm text-primary underline underline-offset-4"
        >
          {item.product.name}
        </Link>
      ) : (
        // Waiting, it is on no page a moderator can open: the product is named, not linked.
        <p className="text-sm text-muted-foreground">{item.product.name}</p>
      )}
      <Flags flags={item.flags} id={`${textId}-flags`} />
    </QueueItemCard>
  );
}
