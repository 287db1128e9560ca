import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@web/lib/router';
import {
  RATING_FILTERS,
  RATING_FILTER_LABELS,
  REVIEW_SORTS,
  REVIEW_SORT_LABELS,
  SERVICE_BRANCHES,
  type BranchId,
  type RatingFilter,
  type ReviewSort,
} from '@shared/catalog';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { PageNav } from '@web/components/ui/page-nav';
import { SearchInput } from '@web/components/ui/search-input';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadFailed } from '@web/components/ui/list-states';
import { useDebounced } from '@web/lib/use-debounced';
import { reviewListQuery } from '../api';
import { ReviewCard } from './review-card';
import { useViewer } from '@web/lib/viewer';

const ALL = 'all';
const BRANCH_OPTIONS = [
  { value: ALL, label: 'All branches' },
  ...SERVICE_BRANCHES.map((b) => ({ value: b.id, label: b.label })),
];
const RATING_OPTIONS = RATING_FILTERS.map((r) => ({ value: r, label: RATING_FILTER_LABELS[r] }));
const SORT_OPTIONS = REVIEW_SORTS.map((s) => ({ value: s, label: REVIEW_SORT_LABELS[s] }));

interface Filters {
  search: string;
  branch: BranchId | undefined;
  minRating: RatingFilter;
  sort: ReviewSort;
  /** Only reviews by members whose service is verified (issue 29). */
  verifiedOnly: boolean;
  /** Only reviews with an approved field report (issue 30). */
  fieldTestedOnly: boolean;
  /** Only reviews by members who bought the gear (issue 52). */
  boughtOnly: boolean;
}

export function useReviewList(productId: string) {
  const [filters, setFilters] = useState<Filters>({
    search: '',
    branch: undefined,
    minRating: 'all',
    sort: 'helpful',
    verifiedOnly: false,
    fieldTestedOnly: false,
    boughtOnly: false,
  });
  const [page, setPage] = useState(1);
  const search = useDebounced(filters.search.trim(), 300);
  const query = useQuery(
    reviewListQuery(productId, {
      search: search || undefined,
      branch: filters.branch,
      minRating: filters.minRating,
      sort: filters.sort,
      verified: filters.verifiedOnly ? 'true' : undefined,
      fieldTested: filters.fieldTestedOnly ? 'true' : undefined,
      obtained: filters.boughtOnly ? 'bought' : undefined,
      page: String(page),
    }),
  );
  // SPEC §4: the list returns to page 1 when a filter changes.
  const change = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  return { filters, change, page, setPage, query };
}

export type ReviewListState = ReturnType<typeof useReviewList>;

function FilterCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex w-fit items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

export function ReviewList({ state }: { state: ReviewListState }) {
  const { viewer } = useViewer();
  const { filters, change, page, setPage, query } = state;
  const { data, isPending, isError, refetch, isPlaceholderData } = query;

  if (isPending) return <Skeleton className="h-48" />;
  if (isError) {
    return <LoadFailed retry={() => void refetch()}>We couldn&apos;t load the reviews.</LoadFailed>;
  }
  if (data.totalUnfiltered === 0) {
    return (
      <div className="rounded-lg border p-8 text-center text-muted-foreground">
        {viewer ? (
          <p>No reviews yet. Be the first to review this product!</p>
        ) : (
          <>
            <p>Sign in to write the first review!</p>
            <Button asChild className="mt-4">
              <Link to={paths.auth}>Sign In</Link>
            </Button>
          </>
        )}
      </div>
    );
  }
  const totalPages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchInput
          aria-label="Search reviews"
          placeholder="Search reviews"
          value={filters.search}
          maxLength={200}
          onChange={(e) => change({ search: e.target.value })}
        />
        <Select
          aria-label="Filter by branch"
          value={filters.branch ?? ALL}
          options={BRANCH_OPTIONS}
          onValueChange={(v) => change({ branch: v === ALL ? undefined : (v as BranchId) })}
        />
        <Select
          aria-label="Filter by rating"
          value={filters.minRating}
          options={RATING_OPTIONS}
          onValueChange={(v) => change({ minRating: v as RatingFilter })}
        />
        <Select
          aria-label="Sort reviews"
          value={filters.sort}
          options={SORT_OPTIONS}
          onValueChange={(v) => change({ sort: v as ReviewSort })}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <FilterCheckbox
          label="Verified only"
          checked={filters.verifiedOnly}
          onChange={(verifiedOnly) => change({ verifiedOnly })}
        />
        <FilterCheckbox
          label="Field-tested only"
          checked={filters.fieldTestedOnly}
          onChange={(fieldTestedOnly) => change({ fieldTestedOnly })}
        />
        <FilterCheckbox
          label="Bought it only"
          checked={filters.boughtOnly}
          onChange={(boughtOnly) => change({ boughtOnly })}
        />
      </div>
      {data.items.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">
          No reviews match your filters. Try adjusting your search criteria.
        </p>
      ) : (
        <ul
          className={isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}
          aria-busy={isPlaceholderData}
        >
          {data.items.map((r) => (
            <li key={r.id}>
              <ReviewCard review={r} viewerId={viewer?.id ?? null} />
            </li>
          ))}
        </ul>
      )}
      <PageNav label="Review pages" page={page} totalPages={totalPages} onPage={setPage} />
    </div>
  );
}
