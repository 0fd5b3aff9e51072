import type { Locale } from '@recolecta/shared/locales';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { Alert, Button, Flex, theme } from 'antd';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../theme/brand.ts';
import { usePreferences } from '../../../theme/preferences-store.ts';

// Stripe.js loads once per publishable key, from Stripe's servers, only when a payment is due.
const loaders = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let loading = loaders.get(publishableKey);
  if (!loading) {
    // A script that cannot load (offline, blocked) resolves to null; the next visit tries again.
    loading = loadStripe(publishableKey).catch(() => {
      loaders.delete(publishableKey);
      return null;
    });
    loaders.set(publishableKey, loading);
  }
  return loading;
}

const STRIPE_LOCALES: Record<Locale, StripeElementLocale> = {
  es: 'es-419',
  en: 'en',
  zh: 'zh',
  fr: 'fr',
  ja: 'ja',
};

/** Where Stripe sends the browser back after the payment (docs/product.md §2). */
export const returnUrl = () => `${window.location.origin}/auth/register-complete`;

function Checkout({ amount }: { amount: string }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    // On success Stripe leaves this page for the return address; only a refusal comes back here.
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl() } });
    setError(result.error.message ?? t('accounts:common.failed'));
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} data-testid="stripe-form">
      <Flex vertical gap={16}>
        <PaymentElement
          onReady={() => setReady(true)}
          onLoadError={() => setError(t('accounts:payment.stripeFailed'))}
        />
        {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={busy}
          disabled={!stripe || !ready}
        >
          {t('accounts:payment.pay', { amount })}
        </Button>
      </Flex>
    </form>
  );
}

/** Stripe's Payment Element for the registration fee; its own chunk, loaded only in Stripe mode. */
export function StripePaymentForm({
  clientSecret,
  publishableKey,
  amount,
}: {
  clientSecret: string;
  publishableKey: string;
  amount: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { locale, currentTheme } = usePreferences();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current) setUnavailable(loaded === null);
    });
    return () => {
      current = false;
    };
  }, [stripe]);
  if (unavailable) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('accounts:payment.stripeFailed')}
        role="alert"
        data-testid="stripe-unavailable"
      />
    );
  }
  return (
    <Elements
      // A new language or theme mounts a new element: Stripe reads both only at creation.
      key={`${locale}-${currentTheme}`}
      stripe={stripe}
      options={{
        clientSecret,
        locale: STRIPE_LOCALES[locale],
        appearance: {
          theme: currentTheme === 'dark' ? 'night' : 'stripe',
          variables: {
            colorPrimary: BRAND.primaryColor,
            borderRadius: `${token.borderRadius}px`,
            fontSizeBase: `${BRAND.fontSize}px`,
          },
        },
      }}
    >
      <Checkout amount={amount} />
    </Elements>
  );
}
