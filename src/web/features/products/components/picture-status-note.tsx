import { useQuery } from '@tanstack/react-query';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { pictureStatusQuery } from '../api';

/**
 * Under the edit dialog's image address: what became of the saved address (issue 32). Browsers
 * are shown our copy only, so an address we could not copy leaves the product on its
 * placeholder, and the admin needs to know why.
 */
export function PictureStatusNote({ productId }: { productId: string }) {
  const { data } = useQuery(pictureStatusQuery(productId));
  if (!data || data.state === 'none') return null;
  const when = data.attemptedAt ? <FormattedDate value={data.attemptedAt} /> : null;
  if (data.state === 'failed') {
    return (
      <p className="text-sm text-destructive">
        We couldn&apos;t copy this picture{when ? <> ({when})</> : null}: {data.error}. Visitors see
        the product's last picture of ours, or a placeholder; a new address is fetched when you save
        it, and this one is tried again a day later.
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      {data.state === 'site' ? "One of the site's own images, shown as it is." : null}
      {data.state === 'waiting'
        ? "Not copied yet: until our copy is made, visitors see the product's last picture of ours, or a placeholder."
        : null}
      {data.state === 'copied' ? (
        <>Copied to our site on {when}: visitors are shown our copy, never this address.</>
      ) : null}
    </p>
  );
}
