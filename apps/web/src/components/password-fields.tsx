import { LockOutlined } from '@ant-design/icons';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from '@recolecta/shared/accounts';
import { errorMessage } from '@recolecta/shared/errors';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguagePack } from '../i18n/language-store.ts';
import { requiredMessage } from './crud/zod-rules.ts';

/**
 * A new password and its confirmation. The rule is the shared one (10+ characters mixing two of
 * letters, digits and symbols), worded as the API words WEAK_PASSWORD.
 */
export function PasswordFields({
  name = 'password',
  label,
  autoFocus = false,
}: {
  name?: string;
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguagePack();
  const confirmLabel = t('accounts:common.confirmPassword');
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={t('accounts:common.passwordHint')}
        rules={[
          { required: true, message: requiredMessage(label, locale) },
          {
            validator: async (_rule, value: unknown) => {
              if (typeof value !== 'string' || value === '') return;
              if (value.length > PASSWORD_MAX_LENGTH || !isStrongPassword(value)) {
                throw new Error(errorMessage('WEAK_PASSWORD', locale));
              }
            },
          },
        ]}
        hasFeedback
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name={`${name}Confirm`}
        label={confirmLabel}
        dependencies={[name]}
        hasFeedback
        rules={[
          { required: true, message: requiredMessage(confirmLabel, locale) },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (!value || value === getFieldValue(name)) return;
              throw new Error(t('accounts:common.passwordsDiffer'));
            },
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
