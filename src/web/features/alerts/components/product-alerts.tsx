import { lazy, Suspense, useState } from 'react';
import { ALERT_KINDS } from '@shared/alerts';
import { isAdmin } from '@shared/roles';
import type { TAlert } from '@shared/schemas/alerts';
import { AlertTriangle, Pencil, Plus, RotateCcw, Check } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { useViewer } from '@web/lib/viewer';
import { toast } from '@web/lib/toast';
import { useSaveAlert } from '../mutations';

// The admin's form and its libraries: every reader of a product page would otherwise fetch them.
const AlertDialog = lazy(() => import('./alert-dialog'));

const day = (iso: string) => iso.slice(0, 10);

/** An alert's words: kind, text, batches, the source as text (never a link we follow), dates. */
function AlertBody({ alert }: { alert: TAlert }) {
  return (
    <div>
      <p>
        <strong>{ALERT_KINDS[alert.kind].label}</strong>
        {` · posted ${day(alert.postedAt)}`}
        {alert.resolvedAt ? ` · resolved ${day(alert.resolvedAt)}` : null}
      </p>
      <p>{alert.text}</p>
      {alert.batches ? <p>{`Affected: ${alert.batches}`}</p> : null}
      {alert.source ? (
        <p>
          Source: <span className="break-all">{alert.source}</span>
        </p>
      ) : null}
    </div>
  );
}

/** The admin's buttons on one alert: write it again, close it as resolved or reopen it. */
function AlertActions({
  productId,
  alert,
  onEdit,
}: {
  productId: string;
  alert: TAlert;
  onEdit: () => void;
}) {
  const resolved = Boolean(alert.resolvedAt);
  const save = useSaveAlert(productId, alert.id, {
    onSuccess: () => toast.success(resolved ? 'Alert reopened' : 'Alert closed as resolved'),
  });
  const { id: _id, postedAt: _posted, resolvedAt: _resolved, ...written } = alert;
  return (
    <div className="alert-actions">
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Pencil aria-hidden /> Edit
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={save.isPending}
        onClick={() => save.mutate({ ...written, resolved: !resolved })}
      >
        {resolved ? <RotateCcw aria-hidden /> : <Check aria-hidden />}
        {save.isPending ? 'Saving...' : resolved ? 'Reopen' : 'Close as resolved'}
      </Button>
    </div>
  );
}

/**
 * Issue 49: a product page's alerts. Each open one is a banner above the product; closed ones
 * are kept below a disclosure. Admins post, edit, close and reopen them here.
 */
export function ProductAlerts({ productId, alerts }: { productId: string; alerts: TAlert[] }) {
  const { viewer } = useViewer();
  const admin = viewer !== null && isAdmin(viewer);
  const [editing, setEditing] = useState<TAlert | 'new' | null>(null);
  const open = alerts.filter((a) => !a.resolvedAt);
  const resolved = alerts.filter((a) => a.resolvedAt);
  if (alerts.length === 0 && !admin) return null;
  return (
    <section aria-label="Alerts" className="product-alerts">
      {open.map((alert) => (
        <div key={alert.id} className="alert-banner" data-kind={alert.kind}>
          <AlertTriangle aria-hidden />
          <AlertBody alert={alert} />
          {admin ? (
            <AlertActions productId={productId} alert={alert} onEdit={() => setEditing(alert)} />
          ) : null}
        </div>
      ))}
      {resolved.length > 0 ? (
        <details>
          <summary>{`Past alerts (${resolved.length})`}</summary>
          <ul>
            {resolved.map((alert) => (
              <li key={alert.id}>
                <AlertBody alert={alert} />
                {admin ? (
                  <AlertActions
                    productId={productId}
                    alert={alert}
                    onEdit={() => setEditing(alert)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {admin ? (
        <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
          <Plus aria-hidden /> Post an alert
        </Button>
      ) : null}
      {editing !== null ? (
        <Suspense fallback={null}>
          <AlertDialog
            open
            productId={productId}
            alert={editing === 'new' ? null : editing}
            onOpenChange={(o) => (o ? undefined : setEditing(null))}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
