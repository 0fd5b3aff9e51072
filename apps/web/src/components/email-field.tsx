import { Form, Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguagePack } from '../i18n/language-store.ts';
import { requiredMessage } from './crud/zod-rules.ts';

/** An e-mail address to type (`email` of the form): required, an address, and no longer than the API takes. */
export function EmailField({ label, ...input }: { label: string } & Omit<InputProps, 'type'>) {
  const { t } = useTranslation();
  const { locale } = useLanguagePack();
  return (
    <Form.Item
      name="email"
      label={label}
      rules={[
        { required: true, whitespace: true, message: requiredMessage(label, locale) },
        { type: 'email', message: t('validation.email') },
        { max: 254 },
      ]}
    >
      <Input type="email" {...input} />
    </Form.Item>
  );
}
