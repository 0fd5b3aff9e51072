import { Button, Flex } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useAdoptServerPreferences } from '../../features/auth/session/use-adopt-server-preferences.ts';
import { useMe } from '../../lib/access.ts';
import { isHttpError } from '../../lib/http/http-error.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { sessionEndReason } from '../../lib/token-storage.ts';
import { onboardingRedirect, privateRedirect, sessionKind } from './route-decisions.ts';

/** `/app/*`: needs a token, and loads the signed-in user before anything below renders. */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const kind = sessionKind(session);
  const me = useMe(kind === 'session');
  const adopt = useAdoptServerPreferences();

  useEffect(() => {
    if (me.data && session) adopt(session.claims.jti, me.data.preferences);
  }, [me.data, session, adopt]);

  const redirect = privateRedirect(kind, pathname, sessionEndReason());
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
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <StatusMessage
          tone="error"
          title={t('errors.sessionFailed')}
          description={me.error.message}
          actions={
            <Button type="primary" onClick={() => void me.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        />
      </Flex>
    );
  }
  return <PageSpinner fullScreen />;
}
