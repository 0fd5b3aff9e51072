import { CheckCircleFilled, StopOutlined } from '@ant-design/icons';
import type { CompanyOnboardingBody } from '@recolecta/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Result, Skeleton, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { meQueryOptions } from '../../../lib/access.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { notify } from '../../../lib/notifier.ts';
import { onboardingStep } from '../../../lib/session/onboarding-step.ts';
import { hhmm } from '../../../lib/time-of-day.ts';
import { useCompleteCompany } from '../api/complete-company.ts';
import { OnboardingFields, type OnboardingValues } from '../components/onboarding-fields.tsx';

function toBody(values: OnboardingValues): CompanyOnboardingBody {
  const { site } = values;
  return {
    tradeName: values.tradeName?.trim() || null,
    generatorLevel: values.generatorLevel,
    nra: values.nra,
    site: {
      ...site,
      interiorNumber: site.interiorNumber?.trim() || null,
      notes: site.notes?.trim() || null,
      collectionWindowStart: hhmm(site.collectionWindowStart),
      collectionWindowEnd: hhmm(site.collectionWindowEnd),
    },
  };
}

/** The last step of the sign-up, as the owner sees the whole way (docs/product.md §2). */
function StepsDone() {
  const { t } = useTranslation();
  return (
    <Steps
      size="small"
      current={3}
      titlePlacement="vertical"
      responsive={false}
      items={(['account', 'email', 'payment', 'profile'] as const).map((step) => ({
        title: t(`accounts:common.steps.${step}`),
      }))}
      style={{ maxWidth: 560, marginInline: 'auto', width: '100%' }}
    />
  );
}

/**
 * `/app/companies/add` (light layout): the paid company's environmental data and first site; the
 * company becomes active and the owner goes home. It is also where a "company not active" answer
 * lands (docs/product.md §6): a company at an earlier step is sent on to it.
 */
export function CompanyOnboardingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<OnboardingValues>();
  // Asked afresh: the status decides the page, and it changes under this very flow.
  const me = useQuery({ ...meQueryOptions(), refetchOnMount: 'always' });
  const complete = useCompleteCompany();
  const [error, setError] = useState<string | null>(null);

  if (!me.isFetchedAfterMount && !me.isError) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!me.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={me.error?.message}
        action={<Button onClick={() => void me.refetch()}>{t('accounts:common.retry')}</Button>}
      />
    );
  }
  const step = onboardingStep(me.data);
  const status = me.data.company?.status;
  if (step && status !== 'pending_profile') return <Navigate to={step} replace />;

  const goHome = (
    <Button type="primary" onClick={() => void navigate('/app', { replace: true })}>
      {t('companies:onboarding.goHome')}
    </Button>
  );
  if (status === 'suspended') {
    return (
      <Card>
        <Result
          icon={<StopOutlined />}
          status="warning"
          title={t('companies:onboarding.suspendedTitle')}
          subTitle={t('companies:onboarding.suspendedText')}
        />
      </Card>
    );
  }
  if (status !== 'pending_profile') {
    return (
      <Card>
        <Result
          icon={<CheckCircleFilled />}
          status="success"
          title={t('companies:onboarding.nothingTitle')}
          subTitle={t('companies:onboarding.nothingText')}
          extra={goHome}
          data-testid="onboarding-nothing"
        />
      </Card>
    );
  }

  const submit = async (values: OnboardingValues) => {
    setError(null);
    try {
      await complete.mutateAsync(toBody(values));
      notify({ type: 'success', title: t('companies:onboarding.done') });
      void navigate('/app', { replace: true });
    } catch (failure) {
      if (!isHttpError(failure)) throw failure;
      if (failure.details.length > 0) {
        applyFieldErrors(form, failure.details);
        return;
      }
      // Not this step after all (paid elsewhere, already complete): the status picks the page again.
      if (['PAYMENT_REQUIRED', 'EMAIL_NOT_VERIFIED', 'PROFILE_ALREADY_COMPLETE'].includes(failure.code)) {
        void me.refetch();
        return;
      }
      if (failure.kind === 'other' || failure.kind === 'forbidden') setError(failure.message);
    }
  };

  return (
    <Flex vertical gap={16}>
      <StepsDone />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('companies:onboarding.intro')}
      </Typography.Paragraph>
      <Card>
        <Form<OnboardingValues>
          noValidate
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          scrollToFirstError
          name="company-onboarding"
          data-testid="onboarding-form"
        >
          {error ? (
            <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
          ) : null}
          <OnboardingFields />
          <Flex justify="flex-end">
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              loading={complete.isPending}
              data-testid="onboarding-submit"
            >
              {t('companies:onboarding.submit')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
