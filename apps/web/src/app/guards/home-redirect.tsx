import { useState } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../lib/access.ts';
import { takeDeepLink } from '../../lib/session/deep-link.ts';
import { deepLinkTarget } from './route-decisions.ts';

/**
 * `/app`, `/app/list` and `/` end here: the page asked for before signing in when the profile may open
 * it, else home (admins on the dashboard, owners on their orders).
 */
export function HomeRedirect() {
  const me = useCurrentUser();
  const [target] = useState(() => deepLinkTarget(takeDeepLink(), me));
  return <Navigate to={target} replace />;
}
