import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QUESTION_SORTS, type QuestionSort } from '@shared/questions';
import { MessageCircleQuestionMark } from '@web/components/icons';
import { PageNav } from '@web/components/ui/page-nav';
import { EmptyState, ListSkeleton, LoadFailed } from '@web/components/ui/list-states';
import { SearchInput } from '@web/components/ui/search-input';
import { Select } from '@web/components/ui/select';
import { paths } from '@web/lib/paths';
import { Link } from '@web/lib/router';
import { useDebounced } from '@web/lib/use-debounced';
import { useViewer } from '@web/lib/viewer';
import { FRAME_VIEWER_ID } from '@shared/page-render';
import { questionListQuery } from '../api';
import { AskForm } from './ask-form';
import { QuestionCard } from './question-card';

const SORT_OPTIONS = QUESTION_SORTS.map((s) => ({ value: s.id, label: s.label }));

/** Who may ask: a visitor is asked to sign in, a member to confirm their e-mail first. */
function Asking({ productId, onShow }: { productId: string; onShow: (text: string) => void }) {
  const { viewer } = useViewer();
  if (!viewer) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link to={paths.auth} className="text-primary underline underline-offset-2">
          Sign in
        </Link>{' '}
        to ask the members who carry this gear.
      </p>
    );
  }
  if (!viewer.emailVerified) {
    return (
      <p className="text-sm text-muted-foreground">
        Please verify your email address before asking questions.
      </p>
    );
  }
  return <AskForm productId={productId} onShow={onShow} />;
}

/**
 * A product's Questions tab (issue 50): ask, search and sort its questions, each with the
 * answers of the members who carry the gear, a page at a time. Opened from a link naming a
 * question (`#question-<id>`), it brings that question into view once it is shown.
 */
export default function QuestionsTab({ productId }: { productId: string }) {
  const { viewer: known } = useViewer();
  // Until the tab has mounted, the reader is who the server drew it for: on a member's page, their
  // frame, which has no id. Their own answer from /api/me can arrive while it hydrates; drawn with
  // their id, their own questions' buttons would not match the server's markup.
  const [mounted, setMounted] = useState(false);
  // One render more, once: that render is the point, after hydration and never during it.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  const viewer = known && !mounted ? { ...known, id: FRAME_VIEWER_ID } : known;
  const [sort, setSort] = useState<QuestionSort>('useful');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim(), 300);
  const query = useQuery(
    questionListQuery(productId, { sort, search: term || undefined, page: String(page) }),
  );
  const { data, isPending, isError, refetch, isPlaceholderData } = query;
  const change = (patch: { sort?: QuestionSort; search?: string }) => {
    if (patch.sort) setSort(patch.sort);
    if (patch.search !== undefined) setSearch(patch.search);
    setPage(1);
  };

  const [target] = useState(() =>
    typeof location === 'undefined' ? '' : decodeURIComponent(location.hash.slice(1)),
  );
  const shown = Boolean(data);
  useEffect(() => {
    if (!shown || !target.startsWith('question-')) return;
    const element = document.getElementById(target);
    element?.scrollIntoView({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, [shown, target]);

  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby="questions-heading" className="space-y-4">
      <h2 id="questions-heading" className="sr-only">
        Questions
      </h2>
      <Asking productId={productId} onShow={(text) => change({ search: text })} />
      {isPending ? (
        <ListSkeleton rows={2} />
      ) : isError ? (
        <LoadFailed retry={() => void refetch()}>We couldn&apos;t load the questions.</LoadFailed>
      ) : data.totalUnfiltered === 0 && data.items.length === 0 ? (
        <EmptyState icon={MessageCircleQuestionMark}>
          {viewer
            ? 'No questions yet. Ask the first: members who own this gear are asked to answer.'
            : 'No questions yet. Sign in to ask the members who own this gear.'}
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
            <SearchInput
              aria-label="Search questions"
              placeholder="Search questions and answers"
              value={search}
              maxLength={200}
              onChange={(e) => change({ search: e.target.value })}
            />
            <Select
              aria-label="Sort questions"
              value={sort}
              options={SORT_OPTIONS}
              onValueChange={(v) => change({ sort: v as QuestionSort })}
            />
          </div>
          {data.items.length === 0 ? (
            <p className="rounded-lg border p-8 text-center text-muted-foreground">
              No questions match your search.
            </p>
          ) : (
            <ul
              className={isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}
              aria-busy={isPlaceholderData}
            >
              {data.items.map((q) => (
                <li key={q.id}>
                  <QuestionCard question={q} viewer={viewer} />
                </li>
              ))}
            </ul>
          )}
          <PageNav label="Question pages" page={page} totalPages={totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
