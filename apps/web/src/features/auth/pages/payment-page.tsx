import { ExperimentOutlined, LockOutlined } from '@ant-design/icons';
import type { RegistrationPayment } from '@recolecta/shared/payments';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton, theme } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { lazyNamed } from '../../../components/lazy-named.ts';
import { LazyPart } from '../../../components/lazy-part.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import { ONBOARDING_PATH } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { startPaymentOptions, useCompleteTestPayment } from '../api/registration-payment.ts';
import { AmountPanel } from '../components/amount-panel.tsx';
import { AuthHeading } from '../components/auth-heading.tsx';
import { inlineErrorMessage } from '../components/inline-error.ts';
import { SignInToContinue } from '../components/sign-in-to-continue.tsx';
import { SignupSteps } from '../components/signup-steps.tsx';

const COMPLETE_PATH = '/auth/register-complete';

// Stripe's SDK is a chunk of its own: test mode and every other page never load it.
const StripePaymentForm = lazyNamed(
  () => import('../components/stripe-payment-form.tsx'),
  'StripePaymentForm',
);

/** The offline provider (no Stripe keys): said plainly, and a button that stands in for the payment. */
function TestPaymentPanel({ payment }: { payment: RegistrationPayment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteTestPayment();
  const [error, setError] = useState<string | null>(null);
  return (
    <Flex vertical gap={16} data-testid="test-payment">
      <Alert
        type="warning"
        showIcon
        icon={<ExperimentOutlined />}
        title={t('accounts:payment.testModeTitle')}
        description={t('accounts:payment.testModeText')}
        style={{ borderColor: '#fa8c16', background: '#fff7e6' }}
        data-testid="test-mode"
      />
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      <Button
        type="primary"
        size="large"
        block
        autoFocus
        loading={complete.isPending}
        onClick={() =>
          complete.mutate(payment.paymentId, {
            onSuccess: () => void navigate(COMPLETE_PATH, { replace: true }),
            onError: (failure) => setError(inlineErrorMessage(failure, t)),
          })
        }
        data-testid="test-payment-complete"
      >
        {t('accounts:payment.testModeButton')}
      </Button>
    </Flex>
  );
}

/**
 * `/auth/payment/:id`: the registration fee (docs/product.md §2). Stripe's Payment Element when the server has
 * keys, the clearly marked test mode when it has not. Paying twice is impossible: the server keeps one
 * payment per company, and a paid one sends the owner on.
 */
export function PaymentPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const session = useSession();
  const start = useQuery({ ...startPaymentOptions(), enabled: session !== null });
  useDocumentTitle(t('auth.pages.payment'));

  // Answers that mean "not this step": move to the right one.
  useEffect(() => {
    const failure = start.error;
    if (!isHttpError(failure)) return;
    if (failure.code === 'PAYMENT_ALREADY_COMPLETED') void navigate(COMPLETE_PATH, { replace: true });
    else if (failure.code === 'PROFILE_ALREADY_COMPLETE') void navigate(ONBOARDING_PATH, { replace: true });
    else if (failure.code === 'EMAIL_NOT_VERIFIED')
      void navigate(`/auth/confirmation/${id}`, { replace: true });
  }, [start.error, navigate, id]);

  const payment = start.data;
  const amount = payment ? formatMoney(payment.amount, payment.currency) : '';
  let body: ReactNode;
  if (!session) body = <SignInToContinue />;
  else if (start.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!payment) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('accounts:payment.loadFailed')}
        description={inlineErrorMessage(start.error, t)}
        action={<Button onClick={() => void start.refetch()}>{t('accounts:common.retry')}</Button>}
        role="alert"
      />
    );
  } else {
    body = (
      <Flex vertical gap={16}>
        <AmountPanel
          label={t('accounts:payment.amount')}
          amount={amount}
          fontSize={22}
          amountTestId="payment-amount"
        />
        {payment.provider === 'stripe' && payment.publishableKey ? (
          <>
            <LazyPart part={t('accounts:payment.stripeFailed')}>
              <StripePaymentForm
                clientSecret={payment.clientSecret}
                publishableKey={payment.publishableKey}
                amount={amount}
              />
            </LazyPart>
            <span style={{ fontSize: 14, color: token.colorTextSecondary }}>
              <LockOutlined /> {t('accounts:payment.secure')}
            </span>
          </>
        ) : (
          <TestPaymentPanel payment={payment} />
        )}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={20}>
      <SignupSteps current="payment" />
      <AuthHeading title={t('auth.pages.payment')} subtitle={t('accounts:payment.subtitle')} />
      {body}
    </Flex>
  );
}
