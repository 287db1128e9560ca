import { APPEAL_KIND_LABELS, type TAppealItem } from '@shared/schemas/appeals';
import { Badge } from '@web/components/ui/badge';
import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';

/** An appealed item's kind, its words as far as they go here, and its product. */
export function AppealItemHead({
  item,
  headingId,
  children,
}: {
  item: TAppealItem;
  headingId: string;
  children?: React.ReactNode;
}) {
  const onQuestions = item.kind === 'question' || item.kind === 'answer';
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0 space-y-1">
        <h3 id={headingId} className="break-words font-semibold leading-snug">
          {item.excerpt}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline">{APPEAL_KIND_LABELS[item.kind]}</Badge>
          <Link
            to={
              onQuestions ? paths.productQuestions(item.productId) : paths.product(item.productId)
            }
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {item.productName}
          </Link>
        </p>
      </div>
      {children}
    </div>
  );
}
