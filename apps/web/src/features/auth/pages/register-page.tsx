import { BankOutlined, IdcardOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import {
  REGISTRATION_PLANS,
  type RegisterBody,
  type RegistrationPlan,
  registerBodySchema,
} from '@recolecta/shared/accounts';
import { errorMessage } from '@recolecta/shared/errors';
import { Checkbox, Divider, Flex, Form, Input, Skeleton, Tag, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';
import { EmailField } from '../../../components/email-field.tsx';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import { usePlans } from '../api/get-plans.ts';
import { useRegister } from '../api/register.ts';
import { AmountPanel } from '../components/amount-panel.tsx';
import { AuthForm, AuthSubmit } from '../components/auth-form.tsx';
import { AuthHeading } from '../components/auth-heading.tsx';
import { inlineErrorMessage } from '../components/inline-error.ts';
import { SignupSteps } from '../components/signup-steps.tsx';
import { TextLink } from '../components/text-link.tsx';

/** The form's values: the body the API takes (its plan and language are the page's), and the password typed again. */
type RegisterValues = Omit<RegisterBody, 'plan' | 'locale'> & { passwordConfirm: string };

const isPlan = (value: string | undefined): value is RegistrationPlan =>
  (REGISTRATION_PLANS as readonly string[]).includes(value ?? '');

/** The fee of the plan and, while the server has no Stripe keys, that nothing will be charged. */
function PlanFee({ plan }: { plan: RegistrationPlan }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const plans = usePlans();
  if (plans.isPending) return <Skeleton.Input active block size="large" />;
  const fee = plans.data?.data.find((p) => p.plan === plan);
  if (!fee) return null;
  return (
    <AmountPanel
      label={t('accounts:register.fee')}
      amount={formatMoney(fee.amount, fee.currency)}
      fontSize={20}
      panelTestId="plan-fee"
    >
      <span style={{ fontSize: 14, color: token.colorTextSecondary }}>{t('accounts:register.feeNote')}</span>
      {plans.data?.provider === 'test' ? (
        <Tag
          color="orange"
          style={{ alignSelf: 'flex-start', whiteSpace: 'normal' }}
          data-testid="test-mode-tag"
        >
          {t('accounts:register.testMode')}
        </Tag>
      ) : null}
    </AmountPanel>
  );
}

/**
 * `/auth/register/:plan` (docs/product.md §2): the company and its owner. The rules are the shared schema's.
 * A taken e-mail or RFC is answered like a new sign-up and explained by e-mail (decision 0006). On
 * success the sign-up token is kept and the owner goes on to enter the e-mailed code.
 */
export function RegisterPage() {
  const { plan } = useParams();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { field, locale } = useLabels('accounts');
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const register = useRegister();
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('auth.pages.register'));
  if (!isPlan(plan)) return <Navigate to="/auth/register/basic" replace />;

  const rules = (name: 'companyName' | 'rfc' | 'name' | 'phone') =>
    zodRules(registerBodySchema.shape[name], field(name), locale);

  const submit = (values: RegisterValues) => {
    setError(null);
    const body: RegisterBody = {
      plan,
      companyName: values.companyName,
      rfc: values.rfc,
      name: values.name,
      email: values.email,
      phone: values.phone,
      password: values.password,
      locale,
      acceptTerms: values.acceptTerms,
    };
    register.mutate(body, {
      onSuccess: (answer) =>
        void navigate(`/auth/confirmation/${answer.id}`, { state: { email: values.email.trim() } }),
      onError: (failure) => {
        if (isHttpError(failure) && failure.details.length > 0) {
          applyFieldErrors(form, failure.details);
          form.scrollToField(failure.details[0]!.path.split('.'));
          return;
        }
        setError(inlineErrorMessage(failure, t));
      },
    });
  };

  const sectionStyle = { margin: '4px 0 12px', fontSize: 15, color: token.colorTextSecondary };
  return (
    <Flex vertical gap={20}>
      <SignupSteps current="account" />
      <AuthHeading title={t('auth.pages.register')} subtitle={t('accounts:register.subtitle')} />
      <PlanFee plan={plan} />
      <AuthForm<RegisterValues>
        form={form}
        onFinish={submit}
        name="register"
        requiredMark
        scrollToFirstError
        initialValues={{ acceptTerms: false }}
        error={error}
      >
        <Divider titlePlacement="start" style={sectionStyle}>
          {t('accounts:register.company')}
        </Divider>
        <Form.Item name="companyName" label={field('companyName')} rules={rules('companyName')}>
          <Input prefix={<BankOutlined />} autoComplete="organization" maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item
          name="rfc"
          label={field('rfc')}
          rules={rules('rfc')}
          extra={t('accounts:register.rfcHint')}
          normalize={(value: string) => value.toUpperCase().replace(/\s/g, '')}
        >
          <Input dir="ltr" prefix={<IdcardOutlined />} maxLength={13} autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Divider titlePlacement="start" style={sectionStyle}>
          {t('accounts:register.contact')}
        </Divider>
        <Form.Item name="name" label={field('name')} rules={rules('name')}>
          <Input prefix={<UserOutlined />} autoComplete="name" maxLength={120} />
        </Form.Item>
        <EmailField
          label={field('email')}
          prefix={<MailOutlined />}
          autoComplete="email"
          placeholder={t('auth.login.emailPlaceholder')}
        />
        <Form.Item name="phone" label={field('phone')} rules={rules('phone')}>
          <Input prefix={<PhoneOutlined />} type="tel" autoComplete="tel" placeholder="+52 55 1234 5678" />
        </Form.Item>
        <PasswordFields label={field('password')} />
        <Form.Item
          name="acceptTerms"
          valuePropName="checked"
          // The terms open in a tab of their own, so what is typed here stays.
          extra={
            <TextLink to="/auth/terms" target="_blank" rel="noopener" data-testid="terms-link">
              {t('accounts:register.readTerms')}
            </TextLink>
          }
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (value !== true) throw new Error(errorMessage('TERMS_REQUIRED', locale));
              },
            },
          ]}
        >
          <Checkbox>{t('accounts:register.acceptTerms')}</Checkbox>
        </Form.Item>
        <AuthSubmit pending={register.isPending} testId="register-submit">
          {t('accounts:register.submit')}
        </AuthSubmit>
      </AuthForm>
      <span style={{ textAlign: 'center', color: token.colorTextSecondary, fontSize: 15 }}>
        {t('accounts:register.haveAccount')}{' '}
        <TextLink to="/auth/login">{t('accounts:register.signIn')}</TextLink>
      </span>
    </Flex>
  );
}
