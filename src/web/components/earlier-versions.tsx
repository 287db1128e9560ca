import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { History } from '@web/components/icons';
import { EmptyState, ListSkeleton, LoadFailed, LoadMore } from '@web/components/ui/list-states';

/**
 * A history's earlier versions, newest first, read a page at a time (a review's, issue 30; a
 * question's or an answer's, issue 50): loading, failed, none, or the versions drawn by
 * `children` with the next page a button away.
 */
export function EarlierVersions<T>({
  list,
  rowClassName,
  children,
}: {
  list: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  /** The height of a loading placeholder, as tall as a version. */
  rowClassName: string;
  children: (items: T[]) => ReactNode;
}) {
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isPending) return <ListSkeleton rows={2} rowClassName={rowClassName} />;
  if (list.isError && !list.data) {
    return (
      <LoadFailed retry={() => void list.refetch()}>
        We couldn&apos;t load the earlier versions.
      </LoadFailed>
    );
  }
  if (items.length === 0) {
    return <EmptyState icon={History}>There are no earlier versions to show.</EmptyState>;
  }
  return (
    <div className="space-y-4">
      {children(items)}
      <LoadMore
        more={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={
          list.isFetchNextPageError
            ? `We couldn’t load older versions. ${list.error?.message ?? ''}`
            : null
        }
        onLoad={() => void list.fetchNextPage()}
      >
        Show older versions
      </LoadMore>
    </div>
  );
}
