import { useState } from 'react';
import { branchLabel } from '@shared/catalog';
import { ANSWER_MAX, OWNS_IT_LABEL } from '@shared/questions';
import type { TViewer } from '@shared/schemas/me';
import { ZAnswerWrite, type TAnswer } from '@shared/schemas/questions';
import { Check, Flag, Pencil, Trash2 } from '@web/components/icons';
import { VoteButtons } from '@web/features/reviews';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { VerifiedBadge } from '@web/components/verified-badge';
import { toast } from '@web/lib/toast';
import { useAccept, useEditQa, useVoteOnAnswer } from '../mutations';
import { QaItemDialogs, type QaDialog } from './qa-item-dialogs';
import { QaTextForm } from './qa-text-form';
import { useFocusBack } from './use-focus-back';

/** Who wrote a question or an answer, as a reader sees them beside it. */
export function Byline({
  author,
  createdAt,
  editedAt,
  onHistory,
}: {
  author: TAnswer['author'];
  createdAt: string;
  editedAt: string | null;
  /** Opens its earlier versions, which an edit keeps. */
  onHistory: () => void;
}) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      <span className="font-medium text-foreground">{author.name}</span>
      {author.branch ? <span>{branchLabel(author.branch)}</span> : null}
      {author.verification ? <VerifiedBadge affiliation={author.verification} /> : null}
      <FormattedDate value={createdAt} />
      {editedAt ? (
        <button
          type="button"
          className="underline underline-offset-2 hover:text-foreground"
          aria-haspopup="dialog"
          onClick={onHistory}
        >
          Edited · earlier versions
        </button>
      ) : null}
    </span>
  );
}

/**
 * One answer (issue 50): who wrote it and whether they own the gear, its votes (the review
 * vote's toggle), the asker's mark, and its author's edit and delete; anyone else may flag it.
 */
export function AnswerItem({
  answer,
  productId,
  viewer,
  askerIsViewer,
}: {
  answer: TAnswer;
  productId: string;
  /** The reader: on a member's server-drawn page, their frame (no id) until it is known. */
  viewer: TViewer | null;
  askerIsViewer: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<QaDialog>(null);
  const mine = viewer !== null && viewer.id === answer.userId;
  const vote = useVoteOnAnswer(productId, answer.id);
  const accept = useAccept(productId, answer.questionId);
  const editId = `answer-${answer.id}-edit`;
  useFocusBack(editing, editId);
  const edit = useEditQa(productId, 'answer', answer.id, {
    onSuccess: (written) => {
      setEditing(false);
      toast.success('Answer updated', {
        description:
          written.status === 'approved' ? undefined : 'A moderator will look at it again.',
      });
    },
  });
  return (
    <article
      id={`answer-${answer.id}`}
      aria-label={`Answer by ${answer.author.name}`}
      className={`space-y-2 rounded-md border p-3 ${answer.accepted ? 'border-primary' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Byline
          author={answer.author}
          createdAt={answer.createdAt}
          editedAt={answer.editedAt}
          onHistory={() => setDialog('history')}
        />
        {answer.ownsIt ? <Badge variant="secondary">{OWNS_IT_LABEL}</Badge> : null}
        {answer.accepted ? (
          <Badge>
            <Check aria-hidden className="size-3.5" /> Helped the asker
          </Badge>
        ) : null}
        {answer.status === 'pending' ? (
          <Badge variant="outline">Waiting for a moderator</Badge>
        ) : null}
      </div>
      {editing ? (
        <QaTextForm
          label="Your answer"
          schema={ZAnswerWrite}
          max={ANSWER_MAX}
          initial={answer.text}
          rows={4}
          submitLabel="Save answer"
          busyLabel="Saving..."
          busy={edit.isPending}
          focusOnOpen
          onCancel={() => setEditing(false)}
          onSubmit={(post) => edit.mutateAsync(post).then(() => false)}
        />
      ) : (
        <p className="whitespace-pre-line text-sm leading-relaxed">{answer.text}</p>
      )}
      {answer.status === 'approved' && !editing ? (
        <div className="flex flex-wrap items-center gap-1">
          <VoteButtons
            of="answer"
            upvotes={answer.upvotes}
            downvotes={answer.downvotes}
            myVote={answer.myVote}
            signedIn={viewer !== null}
            isAuthor={mine}
            pending={vote.isPending}
            onVote={(voteType) => vote.mutate(voteType)}
          />
          {askerIsViewer ? (
            <Button
              variant={answer.accepted ? 'secondary' : 'outline'}
              size="sm"
              aria-pressed={answer.accepted}
              // Ignored rather than disabled while on its way: a disabled button drops focus.
              onClick={() => !accept.isPending && accept.mutate(answer.accepted ? null : answer.id)}
            >
              <Check aria-hidden /> {answer.accepted ? 'Marked as helpful' : 'This helped'}
            </Button>
          ) : null}
          {viewer && !mine ? (
            <Button variant="ghost" size="sm" onClick={() => setDialog('flag')}>
              <Flag aria-hidden /> Flag
            </Button>
          ) : null}
        </div>
      ) : null}
      {mine && !editing ? (
        <div className="flex gap-1">
          <Button id={editId} variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden /> Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDialog('delete')}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      ) : null}
      <QaItemDialogs
        kind="answer"
        id={answer.id}
        productId={productId}
        dialog={dialog}
        onDialog={setDialog}
      />
    </article>
  );
}
