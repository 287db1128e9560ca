import { ALERT_KINDS, type AlertKind } from '@shared/alerts';
import { AlertTriangle } from '@web/components/icons';

/** Issue 49: a card's mark of its product's open alert ("Recalled", "Counterfeits" …). */
export function AlertMark({ kind }: { kind: AlertKind | null }) {
  if (!kind) return null;
  return (
    <span className="alert-mark" data-kind={kind}>
      <AlertTriangle aria-hidden />
      {ALERT_KINDS[kind].mark}
    </span>
  );
}
