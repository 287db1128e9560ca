import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ANSWER_MAX, QUESTION_MAX } from '@shared/questions';
import { ZAnswerWrite, ZQuestionWrite, type TQuestion } from '@shared/schemas/questions';
import type { TViewer } from '@shared/schemas/me';
import { Flag, Pencil, Trash2 } from '@web/components/icons';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { answersQuery } from '../api';
import { useAnswer, useEditQa } from '../mutations';
import { AnswerItem, Byline } from './answer-item';
import { QaItemDialogs, type QaDialog } from './qa-item-dialogs';
import { QaTextForm } from './qa-text-form';
import { useFocusBack } from './use-focus-back';

const answersWord = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;

/** A question's answers past its first ones, loaded a page at a time on asking. */
function AllAnswers({ question, viewer }: { question: TQuestion; viewer: TViewer | null }) {
  const pages = useInfiniteQuery(answersQuery(question.productId, question.id));
  if (pages.isPending) return <p className="text-sm text-muted-foreground">Loading answers…</p>;
  if (pages.isError) {
    return (
      <p className="text-sm text-muted-foreground">
        We couldn&apos;t load the answers.{' '}
        <Button variant="link" size="sm" onClick={() => void pages.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <>
      {pages.data.pages
        .flatMap((page) => page.items)
        .map((answer) => (
          <li key={answer.id}>
            <AnswerItem
              answer={answer}
              productId={question.productId}
              viewer={viewer}
              askerIsViewer={viewer?.id === question.userId}
            />
          </li>
        ))}
      {pages.hasNextPage ? (
        <li>
          <Button
            variant="outline"
            size="sm"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? 'Loading…' : 'More answers'}
          </Button>
        </li>
      ) : null}
    </>
  );
}

/**
 * One question with its answers (issue 50): the first ones the list brought, all of them on
 * asking; the answer form for a member with a confirmed e-mail; the asker's edit and delete,
 * and anyone else's flag.
 */
export function QuestionCard({
  question,
  viewer,
}: {
  question: TQuestion;
  viewer: TViewer | null;
}) {
  const [showAll, setShowAll] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<QaDialog>(null);
  const mine = viewer?.id === question.userId;
  const answer = useAnswer(question.productId, question.id, {
    onSuccess: (written) => {
      setAnswering(false);
      toast.success(written.status === 'approved' ? 'Answer posted' : 'Answer submitted', {
        description:
          written.status === 'approved'
            ? 'The member who asked has been told.'
            : 'A moderator will look at it before it is public.',
      });
    },
  });
  const edit = useEditQa(question.productId, 'question', question.id, {
    onSuccess: (written) => {
      setEditing(false);
      toast.success('Question updated', {
        description:
          written.status === 'approved' ? undefined : 'A moderator will look at it again.',
      });
    },
  });
  const more =
    question.answerCount - question.answers.filter((a) => a.status === 'approved').length;
  const canAnswer = question.status === 'approved' && viewer?.emailVerified;
  const buttonId = (what: string) => `question-${question.id}-${what}`;
  useFocusBack(answering, buttonId('answer'));
  useFocusBack(editing, buttonId('edit'));

  return (
    <article
      id={`question-${question.id}`}
      aria-labelledby={`question-${question.id}-text`}
      tabIndex={-1}
      className="scroll-mt-24 space-y-3 rounded-lg border p-4"
    >
      <div className="space-y-1">
        {editing ? (
          <QaTextForm
            label="Your question"
            schema={ZQuestionWrite}
            max={QUESTION_MAX}
            initial={question.text}
            submitLabel="Save question"
            busyLabel="Saving..."
            busy={edit.isPending}
            focusOnOpen
            onCancel={() => setEditing(false)}
            onSubmit={(post) => edit.mutateAsync(post).then(() => false)}
          />
        ) : (
          <h3 id={`question-${question.id}-text`} className="font-semibold leading-snug">
            {question.text}
          </h3>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Byline
            author={question.author}
            createdAt={question.createdAt}
            editedAt={question.editedAt}
            onHistory={() => setDialog('history')}
          />
          {question.status === 'pending' ? (
            <Badge variant="outline">Waiting for a moderator</Badge>
          ) : null}
        </div>
      </div>
      {!editing ? (
        <div className="flex flex-wrap gap-1">
          {canAnswer && !answering ? (
            <Button
              id={buttonId('answer')}
              variant="outline"
              size="sm"
              onClick={() => setAnswering(true)}
            >
              Answer
            </Button>
          ) : null}
          {mine ? (
            <>
              <Button
                id={buttonId('edit')}
                variant="ghost"
                size="sm"
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden /> Edit
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setDialog('delete')}>
                <Trash2 aria-hidden /> Delete
              </Button>
            </>
          ) : viewer && question.status === 'approved' ? (
            <Button variant="ghost" size="sm" onClick={() => setDialog('flag')}>
              <Flag aria-hidden /> Flag
            </Button>
          ) : null}
        </div>
      ) : null}
      {answering ? (
        <QaTextForm
          label="Your answer"
          schema={ZAnswerWrite}
          max={ANSWER_MAX}
          rows={4}
          submitLabel="Post answer"
          busyLabel="Posting..."
          busy={answer.isPending}
          focusOnOpen
          onCancel={() => setAnswering(false)}
          onSubmit={(post) => answer.mutateAsync(post).then(() => true)}
        />
      ) : null}
      {question.answers.length === 0 && !showAll ? (
        <p className="text-sm text-muted-foreground">
          {question.status === 'approved'
            ? 'No answers yet. Owners of this gear have been asked.'
            : 'Answers open once a moderator has approved the question.'}
        </p>
      ) : (
        <ul className="space-y-2" aria-label={`Answers to: ${question.text}`}>
          {showAll ? (
            <AllAnswers question={question} viewer={viewer} />
          ) : (
            question.answers.map((a) => (
              <li key={a.id}>
                <AnswerItem
                  answer={a}
                  productId={question.productId}
                  viewer={viewer}
                  askerIsViewer={mine}
                />
              </li>
            ))
          )}
        </ul>
      )}
      {!showAll && more > 0 ? (
        <Button variant="link" size="sm" onClick={() => setShowAll(true)}>
          {`Show all ${answersWord(question.answerCount)}`}
        </Button>
      ) : null}
      <QaItemDialogs
        kind="question"
        id={question.id}
        productId={question.productId}
        dialog={dialog}
        onDialog={setDialog}
      />
    </article>
  );
}
