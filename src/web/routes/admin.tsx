import { Navigate } from 'react-router';
import { paths } from '@web/app/paths';

/** SPEC §6 Admin: signed-out users go to /auth. */
export default function AdminPage() {
  return <Navigate to={paths.auth} replace />;
}
