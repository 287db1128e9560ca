import { useRef } from 'react';
import { Check } from '@web/components/icons';
import type { TNotification } from '@shared/schemas/notifications';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { Link } from '@web/lib/router';
import { fullTime, timeAgo } from '../time-ago';
import { useMarkRead } from '../mutations';

/**
 * One notification: unread ones stand out by a dot, a tint and bold type, and say so in words
 * to a screen reader. Its link covers the whole item; following it marks it read.
 */
export function NotificationItem({ notification: n }: { notification: TNotification }) {
  const mark = useMarkRead();
  const item = useRef<HTMLLIElement>(null);
  const markThis = () => mark.mutate({ ids: [n.id] });
  return (
    <li
      ref={item}
      // Where focus goes once its "Mark as read" button, which had it, is gone.
      tabIndex={-1}
      className={cn(
        // A phone puts "Mark as read" under the text, a wider screen beside it.
        'relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 p-4 outline-offset-[-2px] sm:grid-cols-[auto_minmax(0,1fr)_auto]',
        !n.read && 'bg-primary/5',
        n.link && 'hover:bg-muted/60',
      )}
    >
      <span
        aria-hidden
        className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', !n.read && 'bg-primary')}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className={cn('break-words leading-snug', !n.read && 'font-semibold')}>
          {n.read ? null : <span className="sr-only">Unread: </span>}
          {n.link ? (
            <Link
              to={n.link}
              onClick={n.read ? undefined : markThis}
              className="underline-offset-4 after:absolute after:inset-0 hover:underline"
            >
              {n.title}
            </Link>
          ) : (
            n.title
          )}
        </p>
        {n.detail ? (
          <p className="whitespace-pre-line break-words text-sm text-muted-foreground">
            {n.detail}
          </p>
        ) : null}
        <time
          dateTime={n.createdAt}
          title={fullTime(n.createdAt)}
          className="block text-xs text-muted-foreground"
        >
          {timeAgo(n.createdAt)}
        </time>
      </div>
      {n.read ? null : (
        <Button
          variant="ghost"
          size="sm"
          // Above the stretched link, so it marks without following.
          className="relative z-10 col-start-2 -ml-3 justify-self-start sm:col-start-3 sm:row-start-1 sm:ml-0 sm:self-start"
          // Named for its item: a list of "Mark as read" buttons reads alike out of context.
          aria-label={`Mark as read: ${n.title}`}
          disabled={mark.isPending}
          onClick={() => mark.mutate({ ids: [n.id] }, { onSuccess: () => item.current?.focus() })}
        >
          <Check aria-hidden />
          {mark.isPending ? 'Marking...' : 'Mark as read'}
        </Button>
      )}
    </li>
  );
}
