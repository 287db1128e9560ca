import { ChevronDown } from '@web/components/icons';
import { Accordion as A } from 'radix-ui';
import type { ReactNode } from 'react';

/** One item open at a time, and the open one can be closed again (SPEC: FAQ). */
export function Accordion({
  items,
}: {
  items: { id: string; question: string; answer: ReactNode }[];
}) {
  return (
    <A.Root type="single" collapsible className="divide-y rounded-lg border bg-card">
      {items.map((item) => (
        <A.Item key={item.id} value={item.id}>
          {/* h2: the questions sit right under the page's h1. */}
          <A.Header asChild>
            <h2>
              <A.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-muted/60 cursor-pointer">
                {item.question}
                <ChevronDown className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
              </A.Trigger>
            </h2>
          </A.Header>
          <A.Content className="px-5 pb-4 text-muted-foreground">{item.answer}</A.Content>
        </A.Item>
      ))}
    </A.Root>
  );
}
