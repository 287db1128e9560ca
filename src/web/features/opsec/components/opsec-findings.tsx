import { findOpsecRisks, OPSEC_KIND_LABELS } from '@shared/opsec';
import { ShieldAlert } from '@web/components/icons';

/**
 * Issue 52: for a moderator, what the OPSEC check finds in a post waiting for them (its author
 * posted past the check). The same rules as the author's form, run on the words as they stand.
 */
export function OpsecFindings({ texts }: { texts: readonly (string | null | undefined)[] }) {
  const found = texts.flatMap((text) => (text ? findOpsecRisks(text) : []));
  if (found.length === 0) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm text-destructive-text">
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>OPSEC check: </strong>
        {found.map((f) => `${OPSEC_KIND_LABELS[f.kind].toLowerCase()} “${f.text}”`).join(', ')}
      </span>
    </p>
  );
}
