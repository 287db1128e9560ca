import { findOpsecRisks } from '@shared/opsec';
import { OPSEC_MSG } from '@shared/schemas/opsec-acknowledged';
import type { TFieldOpsecFinding } from '@shared/schemas/opsec';
import { opsecFound } from './errors';

/** A post's checked fields by their request names: a list's items are named `pros.1`. */
export type CheckedFields = Record<string, string | readonly string[] | null | undefined>;

/** What the OPSEC check finds in each field, named as the request names it. */
export function opsecFindingsOf(fields: CheckedFields): TFieldOpsecFinding[] {
  const found: TFieldOpsecFinding[] = [];
  const check = (field: string, text: string) => {
    for (const finding of findOpsecRisks(text)) found.push({ field, ...finding });
  };
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'string') check(field, value);
    else value?.forEach((item, i) => check(`${field}.${i}`, item));
  }
  return found;
}

/**
 * Issue 52: the server's own OPSEC check of a review, field report, question or answer. What it
 * finds refuses the post (422, with the findings) unless its author has seen them and posts
 * anyway; then they are returned, for the moderators' signals. Call it once the caller may
 * write, and before anything is written.
 */
export function passOpsecCheck(fields: CheckedFields, acknowledged: boolean) {
  const findings = opsecFindingsOf(fields);
  if (findings.length > 0 && !acknowledged) throw opsecFound(OPSEC_MSG.found, findings);
  return findings;
}
