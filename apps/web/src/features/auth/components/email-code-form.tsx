import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { ACCOUNT_LIMITS, CODE_LENGTH, type OtpBody } from '@recolecta/shared/accounts';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { requiredMessage } from '../../../components/crud/zod-rules.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { useResendCode } from '../api/resend-code.ts';
import { type OtpAnswer, useVerifyCode } from '../api/verify-code.ts';
import { AuthForm } from './auth-form.tsx';
import { inlineErrorMessage } from './inline-error.ts';

/** The form's values: the body the API takes. */
type CodeValues = OtpBody;

/** Seconds left until `until` (ms), ticking once a second while any are left. */
function useCountdown(until: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The 6-digit code of docs/product.md §2 (sign-up confirmation and the login of an unverified user): the code
 * field takes the browser's one-time-code autofill, Enter verifies, and a new code can be asked for
 * once a minute. Wrong, expired or spent codes are said under the field, in the API's words.
 */
export function EmailCodeForm({
  email,
  onVerified,
}: {
  /** Known from the previous step; otherwise the form asks for it. */
  email?: string;
  onVerified: (answer: OtpAnswer) => void;
}) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('accounts');
  const [form] = Form.useForm<CodeValues>();
  const verify = useVerifyCode();
  const resend = useResendCode();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resendUntil, setResendUntil] = useState(0);
  const wait = useCountdown(resendUntil);

  useEffect(() => {
    if (email) form.setFieldValue('email', email);
  }, [email, form]);

  const submit = (values: CodeValues) => {
    setError(null);
    setNotice(null);
    verify.mutate(
      { email: values.email, code: values.code.trim() },
      {
        onSuccess: onVerified,
        onError: (failure) => {
          if (isHttpError(failure) && failure.details.length > 0) {
            applyFieldErrors(form, failure.details);
            return;
          }
          setError(inlineErrorMessage(failure, t));
        },
      },
    );
  };

  const askAgain = async () => {
    setError(null);
    setNotice(null);
    let address: string;
    try {
      ({ email: address } = await form.validateFields(['email']));
    } catch {
      return;
    }
    resend.mutate(
      { email: address },
      {
        onSuccess: (answer) => {
          setNotice(answer.message);
          setResendUntil(Date.now() + ACCOUNT_LIMITS.codeResendIntervalSeconds * 1000);
          form.setFieldValue('code', '');
          form.focusField('code');
        },
        onError: (failure) => {
          if (isHttpError(failure) && failure.kind === 'rate-limited' && failure.retryAfterSeconds) {
            setResendUntil(Date.now() + failure.retryAfterSeconds * 1000);
            return;
          }
          setError(inlineErrorMessage(failure, t));
        },
      },
    );
  };

  const codeLabel = field('code');
  const emailLabel = field('email');
  return (
    <AuthForm<CodeValues>
      form={form}
      onFinish={submit}
      name="email-code"
      initialValues={{ email: email ?? '' }}
      error={error}
    >
      {notice ? (
        <Alert type="success" showIcon title={notice} role="status" style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="email"
        label={emailLabel}
        hidden={Boolean(email)}
        rules={[
          { required: true, whitespace: true, message: requiredMessage(emailLabel, locale) },
          { type: 'email', message: t('validation.email') },
        ]}
      >
        <Input prefix={<MailOutlined />} type="email" autoComplete="email" autoFocus={!email} />
      </Form.Item>
      <Form.Item
        name="code"
        label={codeLabel}
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, CODE_LENGTH)}
        rules={[
          { required: true, message: requiredMessage(codeLabel, locale) },
          {
            pattern: new RegExp(`^\\d{${CODE_LENGTH}}$`),
            message: t('accounts:code.codeFormat', { length: CODE_LENGTH }),
          },
        ]}
      >
        <Input
          prefix={<SafetyOutlined />}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={CODE_LENGTH}
          placeholder={t('accounts:code.codePlaceholder')}
          autoFocus={Boolean(email)}
          style={{ letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' }}
          data-testid="code-input"
        />
      </Form.Item>
      <Flex vertical gap={8}>
        <Button type="primary" htmlType="submit" block loading={verify.isPending} data-testid="verify-code">
          {t('accounts:code.submit')}
        </Button>
        <Button
          type="link"
          onClick={() => void askAgain()}
          loading={resend.isPending}
          disabled={wait > 0}
          data-testid="resend-code"
        >
          {wait > 0 ? t('accounts:code.resendIn', { seconds: wait }) : t('accounts:code.resend')}
        </Button>
      </Flex>
    </AuthForm>
  );
}
