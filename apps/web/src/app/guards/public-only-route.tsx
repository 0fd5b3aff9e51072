import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/auth/session/use-session.ts';
import { publicOnlyRedirect, sessionKind } from './route-decisions.ts';

/** `/auth/*` and `/app/login`: only without a session; a signed-in user is sent home. */
export function PublicOnlyRoute() {
  const session = useSession();
  const redirect = publicOnlyRedirect(sessionKind(session));
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
