import { useQuery } from '@tanstack/react-query';
import { ALERT_KINDS } from '@shared/alerts';
import type { TAlertListItem } from '@shared/schemas/alerts';
import { AlertTriangle, Rss } from '@web/components/icons';
import { EmptyState, LoadFailed, ListSkeleton } from '@web/components/ui/list-states';
import { Pagination } from '@web/components/ui/pagination';
import { alertsQuery } from '@web/features/alerts';
import { useStaticHead } from '@web/lib/head';
import { paths } from '@web/lib/paths';
import { Link, useSearchParams } from '@web/lib/router';

const day = (iso: string) => iso.slice(0, 10);

function AlertItem({ alert }: { alert: TAlertListItem }) {
  return (
    <li
      className="alert-item"
      data-kind={alert.kind}
      data-resolved={alert.resolvedAt ? '' : undefined}
    >
      <p>
        <span>{ALERT_KINDS[alert.kind].label}</span>
        {alert.resolvedAt ? <span>{`Resolved ${day(alert.resolvedAt)}`}</span> : null}
        <time dateTime={alert.postedAt}>{`Posted ${day(alert.postedAt)}`}</time>
      </p>
      <h2>
        <Link to={paths.product(alert.product.id)}>{alert.product.name}</Link>
      </h2>
      <p>{alert.text}</p>
      {alert.batches ? <p>{`Affected: ${alert.batches}`}</p> : null}
      {alert.source ? (
        <p>
          Source: <span className="break-all">{alert.source}</span>
        </p>
      ) : null}
    </li>
  );
}

/**
 * Issue 49: recalls, counterfeit warnings, safety notices and discontinued gear on every
 * product, newest first, open and resolved, with the Atom feed beside it.
 */
export default function AlertsPage() {
  useStaticHead('alerts');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const { data, error, isPending, refetch } = useQuery(alertsQuery(page));
  const totalPages = data ? Math.ceil(data.total / data.pageSize) : 0;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Gear Alerts</h1>
        <p className="text-muted-foreground">
          Recalls, counterfeit warnings, safety notices and discontinued gear, newest first. Members
          who keep a product in their Gear Kit or reviewed it are told when an alert is posted.
        </p>
        <a href="/alerts.atom" type="application/atom+xml" className="alerts-feed-link">
          <Rss aria-hidden /> Follow in a feed reader (Atom)
        </a>
      </header>
      {isPending ? (
        <ListSkeleton rows={3} />
      ) : error || !data ? (
        <LoadFailed retry={() => void refetch()}>We couldn&apos;t load the alerts.</LoadFailed>
      ) : data.items.length === 0 ? (
        <EmptyState icon={AlertTriangle}>No alerts have been posted.</EmptyState>
      ) : (
        <ul className="space-y-4">
          {data.items.map((alert) => (
            <AlertItem key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        buttons={5}
        onPage={(next) => {
          setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
