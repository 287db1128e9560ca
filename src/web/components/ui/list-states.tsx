import type { IconComponent } from '@web/components/icons';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Button } from './button';
import { Skeleton } from './skeleton';

/** A list loading: `rows` placeholders of the given height class, announced once. */
export function ListSkeleton({
  rows = 3,
  rowClassName = 'h-24',
  className = 'space-y-3',
}: {
  rows?: number;
  rowClassName?: string;
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Loading</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={cn(rowClassName)} />
      ))}
    </div>
  );
}

/** What a list shows when it has nothing (or could not load): a sentence and a way on. */
export function EmptyState({
  icon: Icon,
  children,
  action,
}: {
  icon?: IconComponent;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-dashed p-8 text-center">
      {Icon ? <Icon className="mx-auto mb-3 size-8 text-muted-foreground" aria-hidden /> : null}
      <p className="text-muted-foreground">{children}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/** A read that failed: what could not load, and a way to ask again. */
export function LoadFailed({ children, retry }: { children: ReactNode; retry: () => void }) {
  return <EmptyState action={<Button onClick={retry}>Try again</Button>}>{children}</EmptyState>;
}

/**
 * The next page of a list read a page at a time: a button, off while that page loads, and why
 * the last try failed. Nothing once there is no more.
 */
export function LoadMore({
  more,
  loading,
  failed,
  onLoad,
  children,
}: {
  more: boolean;
  loading: boolean;
  /** What went wrong loading the next page, in words for the reader; null when nothing did. */
  failed: string | null;
  onLoad: () => void;
  children: ReactNode;
}) {
  if (!more) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {failed}
        </p>
      ) : null}
      <Button variant="outline" disabled={loading} onClick={onLoad}>
        {loading ? 'Loading...' : children}
      </Button>
    </div>
  );
}
