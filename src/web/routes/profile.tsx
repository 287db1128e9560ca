import { Navigate } from 'react-router';
import { paths } from '@web/app/paths';

/** SPEC §2 Profile: signed-in only; a visitor is sent to /auth. */
export default function ProfilePage() {
  return <Navigate to={paths.auth} replace />;
}
