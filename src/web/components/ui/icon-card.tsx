import type { IconComponent } from '@web/components/icons';
import { cn } from '@web/lib/cn';
import { Card, CardDescription, CardHeader, CardTitle } from './card';
import { SectionHeading } from './page-header';

/** A value or feature: icon, title and a sentence or two. */
export function IconCard({
  icon: Icon,
  title,
  text,
  centered = false,
}: {
  icon: IconComponent;
  title: string;
  text: string;
  centered?: boolean;
}) {
  return (
    <Card className={cn('h-full', centered && 'text-center')}>
      <CardHeader className={centered ? 'items-center' : undefined}>
        <span
          className={cn(
            'mb-2 flex items-center justify-center',
            centered
              ? 'size-12 rounded-full bg-accent text-accent-foreground'
              : 'size-11 rounded-lg bg-primary/10 text-primary',
          )}
        >
          <Icon className="size-6" aria-hidden />
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription className="leading-relaxed">{text}</CardDescription>
      </CardHeader>
    </Card>
  );
}

/** A titled section of IconCards, four across on wide screens. */
export function IconCardSection({
  id,
  title,
  subtitle,
  items,
  centered = false,
}: {
  id: string;
  title: string;
  subtitle: string;
  items: readonly { icon: IconComponent; title: string; text: string }[];
  centered?: boolean;
}) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} subtitle={subtitle} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title}>
            <IconCard {...item} centered={centered} />
          </li>
        ))}
      </ul>
    </section>
  );
}
