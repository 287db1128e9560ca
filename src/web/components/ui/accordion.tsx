import { ChevronDown } from '@web/components/icons';
import type { ReactNode } from 'react';

/**
 * One item open at a time, and the open one can be closed again (SPEC: FAQ). The browser's own
 * disclosure group (`<details>` sharing a `name`) does both, so the items work before any script
 * has loaded and need none: a page can keep them as static markup (decision 032).
 */
export function Accordion({
  name,
  items,
}: {
  /** Groups the items: opening one closes the others of the same name. */
  name: string;
  items: { id: string; question: string; answer: ReactNode }[];
}) {
  return (
    <div className="divide-y rounded-lg border bg-card">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name} className="group">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
            {/* h2: the questions sit right under the page's h1. */}
            <h2>{item.question}</h2>
            <ChevronDown
              className="size-4 shrink-0 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <div className="px-5 pb-4 text-muted-foreground">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
