import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LightButton } from '../components/light/light-button.tsx';
import { StatusMessage } from '../components/status-message.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error page ("Unexpected Application Error!"), for errors nothing else caught. */
export function RouterErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}
      data-testid="router-error"
    >
      <StatusMessage
        tone="error"
        title={t('errors.routerTitle')}
        description={
          <>
            <p style={{ margin: '0 0 12px' }}>{t('errors.routerDescription')}</p>
            <code className="lt-code">{describe(error)}</code>
          </>
        }
        actions={
          <>
            <LightButton variant="primary" onClick={() => window.location.reload()}>
              {t('errors.reload')}
            </LightButton>
            <a className="lt-btn" href="/">
              {t('errors.goHome')}
            </a>
          </>
        }
      />
    </div>
  );
}
