import { CheckCircleFilled, ClockCircleOutlined, CloseCircleFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { meQueryOptions } from '../../../lib/access.ts';
import { ONBOARDING_PATH } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { paymentStatusOptions } from '../api/registration-payment.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { inlineErrorMessage } from '../components/inline-error.ts';
import { SignInToContinue } from '../components/sign-in-to-continue.tsx';
import { SignupSteps } from '../components/signup-steps.tsx';

/** Stripe may confirm a moment after the browser comes back: ask every 2 s, for about a minute. */
const POLL_MS = 2000;
const POLLS = 30;

function Outcome({
  icon,
  title,
  text,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  testId: string;
}) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }} data-testid={testId} role="status">
      <span style={{ fontSize: 56, lineHeight: 1 }}>{icon}</span>
      <h2 style={{ margin: 0, fontSize: 22, color: token.colorTextHeading }}>{title}</h2>
      <p style={{ margin: 0, color: token.colorTextSecondary }}>{text}</p>
      {action}
    </Flex>
  );
}

/**
 * `/auth/register-complete`: where Stripe (or the test mode) returns. The payment counts only once the
 * server confirms it (docs/product.md §2), so the page asks the server, not the address bar.
 */
export function RegisterCompletePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [params] = useSearchParams();
  const [round, setRound] = useState(0);
  const { queryKey } = paymentStatusOptions(round);
  const status = useQuery({
    ...paymentStatusOptions(round),
    enabled: session !== null,
    refetchInterval: (query) => {
      const current = query.state.data?.status;
      if (current === 'succeeded' || current === 'failed') return false;
      return query.state.dataUpdateCount < POLLS ? POLL_MS : false;
    },
  });
  useDocumentTitle(t('auth.pages.registerComplete'));

  const data = status.data;
  const paid = data?.status === 'succeeded';
  // Stripe says "failed" on the way back before the server hears of it.
  const failed = data?.status === 'failed' || (!paid && params.get('redirect_status') === 'failed');
  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const polling = !paid && !failed && (status.isFetching || answers < POLLS);
  const stalled = !paid && !failed && !polling && data !== undefined;

  const next = () => {
    // The company changed status: what the guards know of the account must be asked again.
    void queryClient.removeQueries({ queryKey: meQueryOptions().queryKey });
    void navigate(ONBOARDING_PATH, { replace: true });
  };

  let body: ReactNode;
  if (!session) body = <SignInToContinue />;
  else if (paid) {
    body = (
      <Outcome
        testId="payment-succeeded"
        icon={<CheckCircleFilled style={{ color: token.colorSuccess }} />}
        title={t('accounts:complete.paid')}
        text={t('accounts:complete.paidText')}
        action={
          <Button
            type="primary"
            size="large"
            block
            autoFocus
            onClick={next}
            data-testid="continue-onboarding"
          >
            {t('accounts:complete.next')}
          </Button>
        }
      />
    );
  } else if (failed) {
    body = (
      <Outcome
        testId="payment-failed"
        icon={<CloseCircleFilled style={{ color: token.colorError }} />}
        title={t('accounts:complete.failed')}
        text={t('accounts:complete.failedText')}
        action={
          <Button
            type="primary"
            size="large"
            autoFocus
            onClick={() => void navigate(`/auth/payment/${session.claims.sub}`, { replace: true })}
          >
            {t('accounts:complete.tryAgain')}
          </Button>
        }
      />
    );
  } else if (status.isError && !data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={inlineErrorMessage(status.error, t) ?? t('accounts:common.failed')}
        action={<Button onClick={() => setRound((r) => r + 1)}>{t('accounts:common.retry')}</Button>}
        role="alert"
      />
    );
  } else if (stalled) {
    body = (
      <Outcome
        testId="payment-pending"
        icon={<ClockCircleOutlined style={{ color: token.colorWarning }} />}
        title={t('accounts:complete.pending')}
        text={t('accounts:complete.pendingText')}
        action={
          <Button size="large" autoFocus onClick={() => setRound((r) => r + 1)}>
            {t('accounts:complete.checkAgain')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Flex
        vertical
        align="center"
        gap={12}
        style={{ padding: 24 }}
        role="status"
        data-testid="payment-checking"
      >
        <Spin size="large" />
        <span style={{ color: token.colorTextSecondary }}>{t('accounts:complete.checking')}</span>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={20}>
      <SignupSteps current={paid ? 'profile' : 'payment'} />
      <AuthHeading title={t('auth.pages.registerComplete')} />
      {body}
    </Flex>
  );
}
