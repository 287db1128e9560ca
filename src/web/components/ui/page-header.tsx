import type { ReactNode } from 'react';
import { Badge } from './badge';

/** A content page's centred title block: a small label, the one h1, and an introduction. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <Badge variant="secondary" className="mb-4">
        {eyebrow}
      </Badge>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{children}</p>
    </header>
  );
}

/** A centred section title; `id` labels the section (aria-labelledby). */
export function SectionHeading({
  id,
  title,
  subtitle,
}: {
  id: string;
  title: string;
  subtitle: string;
}) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{subtitle}</p>
    </div>
  );
}
