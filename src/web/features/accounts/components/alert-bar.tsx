import type { ReactNode } from 'react';

/** A strip under the header telling a member what their account still needs. */
export function AlertBar({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className="border-b bg-accent/15">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-sm">
        <span className="text-accent-foreground dark:text-accent" aria-hidden>
          {icon}
        </span>
        {children}
      </div>
    </div>
  );
}
