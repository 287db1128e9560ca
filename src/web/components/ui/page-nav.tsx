import { Button } from './button';

/** Previous and Next around "Page n of m", for a list read a page at a time; nothing for one page. */
export function PageNav({
  label,
  page,
  totalPages,
  onPage,
}: {
  /** What the pages are of, for the navigation landmark: "Review pages". */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <span className="text-sm text-muted-foreground">{`Page ${page} of ${totalPages}`}</span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
      >
        Next
      </Button>
    </nav>
  );
}
