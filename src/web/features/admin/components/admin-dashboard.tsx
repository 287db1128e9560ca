import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { adminStatsQuery } from '../api';
import { ActivityChart } from './activity-chart';
import { StatCards } from './stat-cards';

// Each tab's code arrives when the tab is first opened.
const TABS = [
  {
    value: 'invitations',
    label: 'Invitations',
    Panel: lazy(() => import('@web/features/invitations/components/admin-invitations-tab')),
  },
  {
    value: 'pending-products',
    label: 'Pending Products',
    Panel: lazy(() => import('@web/features/submissions/components/pending-products-tab')),
  },
  {
    value: 'pending-reviews',
    label: 'Pending Reviews',
    Panel: lazy(() => import('@web/features/reviews/components/pending-reviews-tab')),
  },
  {
    value: 'products',
    label: 'Products',
    Panel: lazy(() => import('@web/features/products/components/admin-products-tab')),
  },
  {
    value: 'users',
    label: 'Users',
    Panel: lazy(() => import('@web/features/accounts/components/admin-users-tab')),
  },
  {
    value: 'flags',
    label: 'Review Flags',
    Panel: lazy(() => import('@web/features/reviews/components/flags-tab')),
  },
  {
    value: 'contact',
    label: 'Contact Submissions',
    Panel: lazy(() => import('@web/features/contact/components/admin-contact-tab')),
  },
  {
    value: 'advisors',
    label: 'Advisors',
    Panel: lazy(() => import('@web/features/site/components/admin-advisors-tab')),
  },
  {
    value: 'legal',
    label: 'Legal Documents',
    Panel: lazy(() => import('@web/features/legal/components/admin-legal-tab')),
  },
  {
    value: 'settings',
    label: 'Site Settings',
    Panel: lazy(() => import('@web/features/site/components/admin-settings-tab')),
  },
  { value: 'audit-log', label: 'Audit Log', Panel: lazy(() => import('./audit-log-tab')) },
] as const;

function Stats() {
  const { data, isPending } = useQuery(adminStatsQuery());
  if (isPending) return <Skeleton className="h-64" />;
  // A failed load is only logged (SPEC §8): the tabs below still work.
  if (!data) return null;
  return (
    <div className="space-y-4">
      <StatCards stats={data} />
      <ActivityChart daily={data.daily} />
    </div>
  );
}

/** SPEC §2 Admin dashboard, for admins only (routes/admin.tsx checks before loading this). */
export default function AdminDashboard() {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <Stats />
      <Tabs defaultValue="invitations">
        {/* Wraps onto a second row rather than scrolling: every tab stays in sight. */}
        <TabsList className="h-auto flex-wrap justify-start" aria-label="Admin sections">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
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
