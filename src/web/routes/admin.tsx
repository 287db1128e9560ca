import { lazy, Suspense, useEffect } from 'react';
import { Navigate } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@web/lib/paths';
import { Spinner } from '@web/components/ui/skeleton';
import { viewerQuery } from '@web/lib/viewer';
import { useStaticHead } from '@web/lib/head';

// The dashboard's code is fetched only once the viewer is known to be an admin.
const AdminDashboard = lazy(() => import('@web/features/admin/components/admin-dashboard'));

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
  useStaticHead('/admin');
  const { data: viewer, isPending, isError } = useQuery(viewerQuery());
  if (isPending) return <Spinner />;
  if (isError) return <Navigate to={paths.home} replace />;
  if (!viewer) return <Navigate to={paths.auth} replace />;
  const admin = viewer.roles.includes('admin') || viewer.roles.includes('super_admin');
  if (!admin) return <AccessDenied />;
  return (
    <Suspense fallback={<Spinner />}>
      <AdminDashboard />
    </Suspense>
  );
}
