import { lazy, Suspense, useEffect } from 'react';
import { isAdmin } from '@shared/roles';
import { Navigate } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@web/lib/paths';
import { Spinner } from '@web/components/ui/skeleton';
import { viewerQuery } from '@web/lib/viewer';
import type { AdminTab } from '@web/features/admin';
import { useStaticHead } from '@web/lib/head';

// The dashboard's code is fetched only once the viewer is known to be an admin.
const AdminDashboard = lazy(() => import('@web/features/admin/components/admin-dashboard'));

// The dashboard's tabs, each from the feature that owns its data and each its own chunk: a tab's
// code arrives when the tab is first opened.
const TABS: readonly AdminTab[] = [
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
    value: 'questions',
    label: 'Questions',
    Panel: lazy(() => import('@web/features/questions/components/admin-questions-tab')),
  },
  {
    value: 'appeals',
    label: 'Appeals',
    Panel: lazy(() => import('@web/features/appeals/components/admin-appeals-tab')),
  },
  {
    value: 'products',
    label: 'Products',
    Panel: lazy(() => import('@web/features/products/components/admin-products-tab')),
  },
  {
    value: 'standards',
    label: 'Standards',
    Panel: lazy(() => import('@web/features/products/components/admin-compliance-tab')),
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
    value: 'moderation-policy',
    label: 'Moderation Policy',
    Panel: lazy(() => import('@web/features/transparency/components/admin-policy-tab')),
  },
  {
    value: 'settings',
    label: 'Site Settings',
    Panel: lazy(() => import('@web/features/site/components/admin-settings-tab')),
  },
  {
    value: 'audit-log',
    label: 'Audit Log',
    Panel: lazy(() => import('@web/features/admin/components/audit-log-tab')),
  },
];

function AccessDenied() {
  useEffect(() => {
    toast.error('Access Denied', { description: "You don't have admin privileges" });
  }, []);
  return <Navigate to={paths.home} replace />;
}

/**
 * SPEC §6 Admin: signed out → /auth; signed in without the admin role → 'Access Denied' and
 * back to /; a failed check → /. The server refuses every /api/admin call to non-admins anyway.
 */
export default function AdminPage() {
  useStaticHead('admin');
  const { data: viewer, isPending, isError } = useQuery(viewerQuery());
  if (isPending) return <Spinner />;
  if (isError) return <Navigate to={paths.home} replace />;
  if (!viewer) return <Navigate to={paths.auth} replace />;
  const admin = isAdmin(viewer);
  if (!admin) return <AccessDenied />;
  return (
    <Suspense fallback={<Spinner />}>
      <AdminDashboard tabs={TABS} />
    </Suspense>
  );
}
