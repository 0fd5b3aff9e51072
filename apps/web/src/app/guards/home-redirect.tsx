import { Navigate } from 'react-router';
import { useCurrentUser } from '../../lib/access.ts';
import { homeFor } from './route-decisions.ts';

/** `/app`, `/app/list` and `/` end here: admins on the dashboard, owners on their orders. */
export function HomeRedirect() {
  const me = useCurrentUser();
  return <Navigate to={homeFor(me)} replace />;
}
