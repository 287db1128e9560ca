import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QUESTION_MAX, QUESTION_MIN } from '@shared/questions';
import { ZQuestionWrite } from '@shared/schemas/questions';
import { toast } from '@web/lib/toast';
import { useDebounced } from '@web/lib/use-debounced';
import { similarQuery } from '../api';
import { useAsk } from '../mutations';
import { QaTextForm } from './qa-text-form';

/**
 * Asking (issue 50): while the member types, the product's questions most like theirs are
 * offered first ("Is this what you mean?"), each a link to where it is answered. A question
 * from a member not yet in good standing waits for a moderator, and the toast says so.
 */
export function AskForm({
  productId,
  onShow,
}: {
  productId: string;
  /** Shows a question offered in the list (its words as the list's search). */
  onShow: (text: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const text = useDebounced(typed.trim(), 400);
  const similar = useQuery({
    ...similarQuery(productId, text),
    enabled: text.length >= QUESTION_MIN,
  });
  const ask = useAsk(productId, {
    onSuccess: (written) =>
      toast.success(written.status === 'approved' ? 'Question posted' : 'Question submitted', {
        description:
          written.status === 'approved'
            ? 'Owners of this gear are being asked to answer.'
            : 'A moderator will look at it before it is public.',
      }),
  });
  const matches = text.length >= QUESTION_MIN ? (similar.data?.items ?? []) : [];
  return (
    <QaTextForm
      label="Your question"
      schema={ZQuestionWrite}
      max={QUESTION_MAX}
      submitLabel="Ask"
      busyLabel="Asking..."
      busy={ask.isPending}
      onTextChange={setTyped}
      onSubmit={(post) => ask.mutateAsync(post).then(() => true)}
    >
      {matches.length > 0 ? (
        <div className="rounded-md border bg-muted/40 p-3" aria-live="polite">
          <p className="text-sm font-medium">Is this what you mean?</p>
          <ul className="mt-1 space-y-1">
            {matches.map((q) => (
              <li key={q.id}>
                <button
                  type="button"
                  className="text-left text-sm text-primary underline-offset-2 hover:underline"
                  onClick={() => onShow(q.text)}
                >
                  {q.text}
                </button>
                <span className="text-xs text-muted-foreground">
                  {` · ${q.answerCount} ${q.answerCount === 1 ? 'answer' : 'answers'}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </QaTextForm>
  );
}
