import { QUEUE_KEYS } from './use-queue-keys';

/**
 * The queue's keys, one click away (issue 29): they work while an item itself has focus. A queue
 * whose items cannot be selected leaves out x.
 */
export function QueueKeysHelp({ selects = true }: { selects?: boolean }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">Keyboard shortcuts</summary>
      <p className="mt-2 text-muted-foreground">
        Tab to an item, then (while the item itself has focus):
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {QUEUE_KEYS.filter(([keys]) => selects || keys !== 'x').map(([keys, action]) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded border bg-muted px-1.5 font-mono text-xs">{keys}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/**
 * Why the queue is in the order it is (issue 44): items waiting over a day come first, so
 * nothing starves behind a stream of newer ones.
 */
export function QueueOrderNote({ then }: { then: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      Items waiting over a day come first, the longest waiting first; then {then}.
    </p>
  );
}
