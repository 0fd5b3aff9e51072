import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusMessage } from '../components/status-message.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error page ("Unexpected Application Error!"), for errors nothing else caught. */
export function RouterErrorPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const error = useRouteError();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }} data-testid="router-error">
      <StatusMessage
        tone="error"
        title={t('errors.routerTitle')}
        description={
          <>
            <p style={{ margin: '0 0 12px' }}>{t('errors.routerDescription')}</p>
            <code
              style={{
                display: 'inline-block',
                padding: '4px 8px',
                borderRadius: token.borderRadius,
                background: token.colorFillTertiary,
                whiteSpace: 'pre-wrap',
                fontSize: 14,
              }}
            >
              {describe(error)}
            </code>
          </>
        }
        actions={
          <>
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('errors.reload')}
            </Button>
            <Button href="/">{t('errors.goHome')}</Button>
          </>
        }
      />
    </Flex>
  );
}
