import { useQuery } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { adminStatsQuery } from '../api';
import { ActivityChart } from './activity-chart';
import { ModerationParity } from './moderation-parity';
import { StatCards } from './stat-cards';

/** A tab of the dashboard; routes/admin.tsx names them, each from the feature that owns its data. */
export interface AdminTab {
  value: string;
  label: string;
  /** Lazy, so a tab's code arrives when the tab is first opened. */
  Panel: ComponentType;
}

function Stats() {
  const { data, isPending } = useQuery(adminStatsQuery());
  if (isPending) return <Skeleton className="h-64" />;
  // A failed load is only logged (SPEC §8): the tabs below still work.
  if (!data) return null;
  return (
    <div className="space-y-4">
      <StatCards stats={data} />
      <ActivityChart daily={data.daily} />
      <ModerationParity />
    </div>
  );
}

/** SPEC §2 Admin dashboard, for admins only (routes/admin.tsx checks before loading this). */
export default function AdminDashboard({ tabs }: { tabs: readonly AdminTab[] }) {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <Stats />
      <Tabs defaultValue={tabs[0]?.value}>
        {/* Wraps onto a second row rather than scrolling: every tab stays in sight. */}
        <TabsList className="h-auto flex-wrap justify-start" aria-label="Admin sections">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Suspense fallback={<Skeleton className="h-48" />}>
              <Panel />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
