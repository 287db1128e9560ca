import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';

/**
 * Issue 31: the catalogue searched similar words because the term as typed found few or none.
 * Says so, and offers the search exactly as typed (`exact=1`), as search engines do. Following
 * the link removes this notice, link and all: `onFollow` gives focus a place to go.
 */
export function SearchCorrection({
  correctedTo,
  typed,
  onFollow,
}: {
  correctedTo: string;
  typed: string;
  onFollow: () => void;
}) {
  return (
    <div className="mb-4 space-y-1 text-sm">
      <p>
        Showing results for <strong>{correctedTo}</strong>
      </p>
      <p>
        <Link
          to={paths.products({ search: typed, exact: true })}
          onClick={onFollow}
          className="text-primary underline underline-offset-2"
        >
          Search instead for <em className="font-medium">{typed}</em>
        </Link>
      </p>
    </div>
  );
}
