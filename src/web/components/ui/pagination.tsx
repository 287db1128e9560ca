import { ChevronLeft, ChevronRight } from '@web/components/icons';
import { Button } from './button';

/** Up to `buttons` numbered pages centred on the current one, with Previous/Next. */
export function pageWindow(page: number, totalPages: number, buttons: number): number[] {
  const count = Math.min(buttons, totalPages);
  const start = Math.min(
    Math.max(1, page - Math.floor(count / 2)),
    Math.max(1, totalPages - count + 1),
  );
  return Array.from({ length: count }, (_, i) => start + i);
}

export function Pagination({
  page,
  totalPages,
  buttons,
  onPage,
}: {
  page: number;
  totalPages: number;
  buttons: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft /> Previous
      </Button>
      {pageWindow(page, totalPages, buttons).map((n) => (
        <Button
          key={n}
          size="sm"
          variant={n === page ? 'default' : 'outline'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
      >
        Next <ChevronRight />
      </Button>
    </nav>
  );
}
