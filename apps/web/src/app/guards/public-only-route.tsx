import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session/use-session.ts';
import { publicOnlyRedirect, sessionKind } from './route-decisions.ts';

/**
 * `/auth/*` and `/app/login`: only without a session; a signed-in user is sent home, except on the
 * payment steps of a sign-up.
 */
export function PublicOnlyRoute() {
  const session = useSession();
  const { pathname } = useLocation();
  const redirect = publicOnlyRedirect(sessionKind(session), pathname, session?.claims.cid ?? null);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
