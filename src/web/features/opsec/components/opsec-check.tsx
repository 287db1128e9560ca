import { useEffect, useRef } from 'react';
import { OPSEC_KIND_LABELS } from '@shared/opsec';
import type { TFieldOpsecFinding } from '@shared/schemas/opsec';
import { ShieldAlert } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import type { OpsecField, OpsecGate } from '../use-opsec-gate';

/** The field a finding is in: a list's item (`pros.1`) is in the list's field. */
const fieldOf = (fields: readonly OpsecField[], finding: TFieldOpsecFinding) =>
  fields.find((f) => f.name === finding.field.split('.')[0]);

/** Puts the caret on the finding in its field, selected, for the member to edit it out. */
function showInField(fields: readonly OpsecField[], finding: TFieldOpsecFinding) {
  const field = fieldOf(fields, finding);
  const input = field && document.getElementById(field.inputId);
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
  // A list's item is found by its words: its offsets are the item's, not the field's.
  const start = finding.field.includes('.') ? input.value.indexOf(finding.text) : finding.start;
  input.focus();
  if (start >= 0) input.setSelectionRange(start, start + finding.text.length);
}

/**
 * Issue 52: what the OPSEC check finds, and why each is a risk. As the member types, a note; a
 * held submit turns it into a choice: edit each out (its words selected in its field) or post
 * anyway.
 */
export function OpsecCheck({
  gate,
  onPostAnyway,
  busy = false,
}: {
  gate: OpsecGate;
  onPostAnyway: () => void;
  busy?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  // A held submit moves the reader to the choice: the button they pressed did not post.
  useEffect(() => {
    if (gate.holding) box.current?.focus();
  }, [gate.holding]);
  if (gate.findings.length === 0) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role={gate.holding ? 'alert' : 'status'}
      className="opsec-check"
      data-holding={gate.holding || undefined}
    >
      <ShieldAlert aria-hidden />
      <div>
        <p>
          <strong>{gate.holding ? 'Post this publicly?' : 'Check before you post (OPSEC)'}</strong>
        </p>
        <p>This may reveal more than you mean to:</p>
        <ul>
          {gate.findings.map((finding, i) => (
            <li key={`${finding.field}-${finding.start}-${i}`}>
              <span>
                {`${OPSEC_KIND_LABELS[finding.kind]} in ${
                  fieldOf(gate.fields, finding)?.label ?? 'your post'
                }: `}
                <mark>{finding.text}</mark>
              </span>
              <span>{finding.why}</span>
              <Button
                type="button"
                variant="link"
                size="sm"
                aria-label={`Edit it out: ${finding.text}`}
                onClick={() => showInField(gate.fields, finding)}
              >
                Edit it out
              </Button>
            </li>
          ))}
        </ul>
        {gate.holding ? (
          <div className="opsec-actions">
            <Button type="button" variant="outline" size="sm" onClick={gate.release}>
              Keep editing
            </Button>
            <Button
              type="button"
              variant="destructive"
              size="sm"
              aria-disabled={busy || undefined}
              onClick={() => !busy && onPostAnyway()}
            >
              Post anyway
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
