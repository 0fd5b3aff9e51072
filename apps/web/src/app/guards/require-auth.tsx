import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LightButton } from '../../components/light/light-button.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useAdoptServerPreferences } from '../../features/auth/session/use-adopt-server-preferences.ts';
import { useMe } from '../../lib/access.ts';
import { isHttpError } from '../../lib/http/http-error.ts';
import { LOGIN_PATH } from '../../lib/paths.ts';
import { rememberDeepLink } from '../../lib/session/deep-link.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { sessionEndReason } from '../../lib/token-storage.ts';
import { onboardingRedirect, privateRedirect, sessionKind } from './route-decisions.ts';

/** `/app/*`: needs a token, and loads the signed-in user before anything below renders. */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const kind = sessionKind(session);
  const me = useMe(kind === 'session');
  const adopt = useAdoptServerPreferences();

  useEffect(() => {
    if (me.data && session) adopt(session.claims.jti, me.data.preferences);
  }, [me.data, session, adopt]);

  const redirect = privateRedirect(kind, pathname, sessionEndReason());
  // A page opened without a session is where the sign-in will land (not after a sign-out: home then).
  useEffect(() => {
    if (redirect === LOGIN_PATH) rememberDeepLink(`${pathname}${search}${hash}`);
  }, [redirect, pathname, search, hash]);
  if (redirect) return <Navigate to={redirect} replace />;
  if (kind === 'signup') return <Outlet />;
  if (me.data) {
    // A company still signing up may only take its next step (docs/product.md §2).
    const step = onboardingRedirect(me.data, pathname);
    return step ? <Navigate to={step} replace /> : <Outlet />;
  }
  // A 401 already signed the user out (docs/product.md §6); the next render redirects.
  if (me.isError && !(isHttpError(me.error) && me.error.kind === 'unauthenticated')) {
    return (
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}>
        <StatusMessage
          tone="error"
          title={t('errors.sessionFailed')}
          description={me.error.message}
          actions={
            <LightButton variant="primary" onClick={() => void me.refetch()}>
              {t('errors.retry')}
            </LightButton>
          }
        />
      </div>
    );
  }
  return <PageSpinner fullScreen />;
}
