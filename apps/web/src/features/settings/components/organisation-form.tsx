import { LOCALES } from '@recolecta/shared/locales';
import { missingIdentity, organisationSettingsPatchSchema } from '@recolecta/shared/settings';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Form, Input, InputNumber, message, Row, Select, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../../components/crud/field-col.tsx';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import { organisationOptions, useUpdateOrganisation } from '../api/organisation-settings.ts';
import { type OrganisationValues, toPatch, toValues } from './organisation-values.ts';

const CURRENCIES = ['MXN', 'USD', 'EUR'];

/** The organisation settings of docs/product.md §3 (name, RFC, authorisations, address, zone, currency, fee, language). */
export function OrganisationForm({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('settings');
  const [form] = Form.useForm<OrganisationValues>();
  const [toast, holder] = message.useMessage();
  const settings = useQuery(organisationOptions());
  const save = useUpdateOrganisation();
  const fee = Form.useWatch('registrationFee', form);
  const currency = Form.useWatch('currency', form);
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone').map((z) => ({ value: z, label: z })), []);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(toValues(settings.data));
  }, [settings.data, form]);

  if (settings.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!settings.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={settings.error?.message}
        action={<Button onClick={() => void settings.refetch()}>{t('common:crud.retry')}</Button>}
      />
    );
  }
  const current = settings.data;
  const missing = missingIdentity(current);
  const shape = organisationSettingsPatchSchema.shape;
  const rules = (
    name:
      | 'name'
      | 'transportAuthorisation'
      | 'storageAuthorisation'
      | 'sctRegistration'
      | 'phone'
      | 'address',
    required = false,
  ) => zodRules(shape[name].unwrap(), field(name), locale, { required });

  const submit = (values: OrganisationValues) =>
    save.mutate(toPatch(values, current), {
      onSuccess: () => void toast.success(t('settings:saved')),
      onError: (failure) => {
        if (isHttpError(failure) && failure.details.length > 0) applyFieldErrors(form, failure.details);
        if (isHttpError(failure) && failure.code === 'VERSION_CONFLICT') void settings.refetch();
      },
    });

  return (
    <Form<OrganisationValues>
      noValidate
      form={form}
      layout="vertical"
      onFinish={submit}
      disabled={!canEdit}
      name="organisation"
      data-testid="organisation-form"
    >
      {holder}
      {missing.length > 0 ? (
        // What the server refuses to print without (ORGANISATION_INCOMPLETE), said before it has to.
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('settings:identityMissing')}
          description={t('settings:identityMissingHint', { fields: missing.map(field).join(', ') })}
          data-testid="identity-missing"
        />
      ) : null}
      <Row gutter={16}>
        <FieldCol md={12} name="name" label={field('name')} rules={rules('name', true)}>
          <Input maxLength={200} />
        </FieldCol>
        <FieldCol
          md={12}
          name="rfc"
          label={field('rfc')}
          rules={zodRules(shape.rfc.unwrap().unwrap(), field('rfc'), locale, { required: false })}
          normalize={(v: string) => v.toUpperCase().replace(/\s/g, '')}
        >
          <Input dir="ltr" maxLength={13} spellCheck={false} />
        </FieldCol>
        <FieldCol
          md={12}
          name="transportAuthorisation"
          label={field('transportAuthorisation')}
          rules={rules('transportAuthorisation')}
        >
          <Input maxLength={60} />
        </FieldCol>
        <FieldCol
          md={12}
          name="storageAuthorisation"
          label={field('storageAuthorisation')}
          rules={rules('storageAuthorisation')}
        >
          <Input maxLength={60} />
        </FieldCol>
        <FieldCol
          md={12}
          name="sctRegistration"
          label={field('sctRegistration')}
          rules={rules('sctRegistration')}
        >
          <Input maxLength={60} />
        </FieldCol>
        <FieldCol md={12} name="phone" label={field('phone')} rules={rules('phone')}>
          <Input maxLength={30} inputMode="tel" autoComplete="tel" />
        </FieldCol>
        <Col xs={24}>
          <Form.Item name="address" label={field('address')} rules={rules('address')}>
            <Input.TextArea rows={2} maxLength={300} showCount />
          </Form.Item>
        </Col>
        <FieldCol
          md={12}
          name="logoUrl"
          label={field('logoUrl')}
          rules={zodRules(shape.logoUrl.unwrap().unwrap(), field('logoUrl'), locale, { required: false })}
        >
          <Input type="url" maxLength={500} placeholder="https://" />
        </FieldCol>
        <FieldCol md={12} name="timeZone" label={field('timeZone')} rules={[{ required: true }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={zones} />
        </FieldCol>
        <FieldCol md={8} name="currency" label={field('currency')} rules={[{ required: true }]}>
          <Select
            options={[...new Set([current.currency, ...CURRENCIES])].map((c) => ({ value: c, label: c }))}
          />
        </FieldCol>
        <FieldCol
          md={8}
          name="registrationFee"
          label={field('registrationFee')}
          rules={[{ required: true }]}
          extra={
            typeof fee === 'number' && currency
              ? t('settings:feePreview', { amount: formatMoney(fee, currency) })
              : undefined
          }
        >
          <InputNumber min={0} max={100_000_000} precision={0} step={100} style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol md={8} name="defaultLocale" label={field('defaultLocale')} rules={[{ required: true }]}>
          <Select options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
        </FieldCol>
      </Row>
      {canEdit ? (
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="organisation-save">
            {t('common:crud.save')}
          </Button>
        </Flex>
      ) : null}
    </Form>
  );
}
