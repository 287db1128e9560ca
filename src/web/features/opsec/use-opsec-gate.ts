import { useMemo, useState } from 'react';
import { findOpsecRisks } from '@shared/opsec';
import type { TFieldOpsecFinding } from '@shared/schemas/opsec';
import { ApiError } from '@web/lib/api';
import { useDebounced } from '@web/lib/use-debounced';

/** A checked field of a form: its request name, what it holds now, its input's id and label. */
export interface OpsecField {
  name: string;
  text: string;
  inputId: string;
  label: string;
}

const findingsIn = (fields: readonly Pick<OpsecField, 'name' | 'text'>[]): TFieldOpsecFinding[] =>
  fields.flatMap((f) => findOpsecRisks(f.text).map((finding) => ({ ...finding, field: f.name })));

/** The fields' words in one string, which settles as one; NUL never comes from a form. */
const SEPARATOR = '\u0000';

/**
 * Issue 52: the OPSEC check of a form, as typed and on submit. As typed, what it finds is shown
 * beside the form; a submit with findings is held until the member edits them out or posts
 * anyway; a refusal by the server's own check (a 422) holds it likewise.
 */
export function useOpsecGate(fields: readonly OpsecField[]) {
  const names = fields.map((f) => f.name).join(SEPARATOR);
  const typed = useDebounced(fields.map((f) => f.text).join(SEPARATOR), 300);
  // Checked again only once the words settle, not at each key.
  const live = useMemo(() => {
    const texts = typed.split(SEPARATOR);
    return findingsIn(names.split(SEPARATOR).map((name, i) => ({ name, text: texts[i] ?? '' })));
  }, [names, typed]);
  const [held, setHeld] = useState<{ findings: TFieldOpsecFinding[]; byServer: boolean } | null>(
    null,
  );
  // Edited out, the hold goes with its findings: nothing is left to confirm. The server's hold
  // stays until the member chooses: its rules may be newer than the page's.
  const holding = held !== null && (held.byServer || findingsIn(fields).length > 0);
  return {
    fields,
    /** What the check finds now (as typed, settled); the held findings while a submit waits. */
    findings: holding ? held.findings : live,
    holding,
    /** Sends at once when nothing is found; else holds the submit for the member's choice. */
    submit(send: (acknowledged: boolean) => void) {
      const found = findingsIn(fields);
      if (found.length > 0) return setHeld({ findings: found, byServer: false });
      setHeld(null);
      send(false);
    },
    /** The member's choice: post with what was found. */
    postAnyway(send: (acknowledged: boolean) => void) {
      setHeld(null);
      send(true);
    },
    /** A refusal by the server's check holds the form; true when `err` was one. */
    refused(err: unknown) {
      if (!(err instanceof ApiError) || err.code !== 'opsec_findings') return false;
      setHeld({ findings: (err.findings ?? []) as TFieldOpsecFinding[], byServer: true });
      return true;
    },
    release: () => setHeld(null),
  };
}

export type OpsecGate = ReturnType<typeof useOpsecGate>;
