import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Check, Info, Loader2 } from '@web/components/icons';
import { Link } from '@web/lib/router';
import type { TAmazonDetails, TAsinMatch } from '@shared/schemas/submissions';
import { paths } from '@web/lib/paths';
import { amazonDetailsQuery, amazonLookupQuery } from '../api';

/**
 * The two questions a pasted Amazon link answers: is this product already here (a warning,
 * not a refusal), and what does Amazon's page say about it (the FAQ's auto-fill).
 */
export function useAmazonLink(canonicalUrl: string | null) {
  const enabled = Boolean(canonicalUrl);
  const lookup = useQuery({ ...amazonLookupQuery(canonicalUrl ?? ''), enabled });
  const details = useQuery({ ...amazonDetailsQuery(canonicalUrl ?? ''), enabled });
  return { lookup, details };
}

function DuplicateWarning({ matches }: { matches: TAsinMatch[] }) {
  return (
    <div
      role="status"
      className="flex gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="space-y-1">
        <p className="font-medium">This product may already be on Battle Ready:</p>
        <ul className="list-disc space-y-0.5 pl-4">
          {matches.map((m) => (
            <li key={`${m.kind}-${m.productId ?? m.name}`}>
              {m.productId ? (
                <Link to={paths.product(m.productId)} className="underline underline-offset-2">
                  {m.name}
                </Link>
              ) : (
                m.name
              )}{' '}
              {m.kind === 'product' ? '(in the catalogue)' : '(awaiting approval)'}
            </li>
          ))}
        </ul>
        <p>You can still submit it if it is a different product.</p>
      </div>
    </div>
  );
}

const FIELD_NAMES: Record<keyof TAmazonDetails, string> = {
  name: 'name',
  description: 'description',
  imageUrl: 'image',
  specs: "maker's figures",
};

export function AmazonLinkStatus({
  link,
  filled,
}: {
  link: ReturnType<typeof useAmazonLink>;
  /** The fields the auto-fill wrote into. */
  filled: (keyof TAmazonDetails)[];
}) {
  const { lookup, details } = link;
  const matches = lookup.data?.matches ?? [];
  let note = null;
  if (details.isFetching) {
    note = (
      <>
        <Loader2 className="size-4 animate-spin" aria-hidden /> Looking up the product on Amazon…
      </>
    );
  } else if (filled.length > 0) {
    note = (
      <>
        <Check className="size-4 text-primary" aria-hidden /> Filled in from Amazon:{' '}
        {filled.map((f) => FIELD_NAMES[f]).join(', ')}. Check them before you submit.
      </>
    );
  } else if (details.isError || details.data === null) {
    note = (
      <>
        <Info className="size-4" aria-hidden /> Amazon&apos;s page could not be read; please fill in
        the details yourself.
      </>
    );
  }
  return (
    <div className="space-y-2">
      {/* Always present, so screen readers hear each change of the note. */}
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground" aria-live="polite">
        {note}
      </p>
      {matches.length > 0 ? <DuplicateWarning matches={matches} /> : null}
    </div>
  );
}
