import { shortDate } from '@shared/format';
import type { TTransparency } from '@shared/schemas/transparency';

/** The moderation policy in force, its version and date, and the list of earlier versions. */
export function PolicyText({ page }: { page: TTransparency }) {
  const { policy, policyVersions } = page;
  if (!policy) {
    return (
      <p className="text-muted-foreground">The moderation policy has not been published yet.</p>
    );
  }
  const earlier = policyVersions.slice(1);
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {`Version ${policy.version} · in force since `}
        <time dateTime={policy.publishedAt}>{shortDate(policy.publishedAt)}</time>
      </p>
      <div className="whitespace-pre-line leading-relaxed">{policy.body}</div>
      {earlier.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {`Earlier versions: ${earlier
            .map((v) => `${v.version} (${shortDate(v.publishedAt)})`)
            .join(', ')}`}
        </p>
      ) : null}
    </div>
  );
}
