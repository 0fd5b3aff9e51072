import { Col, Form, type FormItemProps, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';

const upper = (value: string) => value.toUpperCase();

/** The company's environmental registry number (NRA), kept in capitals, with a hint of where it is found. */
export function NraCol({ rules, autoComplete }: { rules: FormItemProps['rules']; autoComplete?: string }) {
  const { t } = useTranslation();
  const { field } = useLabels('companies');
  return (
    <Col xs={24} md={12}>
      <Form.Item
        name="nra"
        label={field('nra')}
        rules={rules}
        extra={t('companies:onboarding.nraHint')}
        normalize={upper}
      >
        <Input dir="ltr" maxLength={14} spellCheck={false} autoComplete={autoComplete} />
      </Form.Item>
    </Col>
  );
}
