import type { Asset } from '@recolecta/shared/assets';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/crud/form-dialog.tsx';
import { assetsApi } from '../api/assets-api.ts';

export function RetireDialog({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const transition = assetsApi.useTransition();
  const save = async ({ reason }: { reason: string }) => {
    await transition.mutateAsync({ item: asset, name: 'retire', reason });
    onClose();
  };
  return (
    <FormDialog
      form={form}
      name="retire"
      title={t('assets:lifecycle.transitions.retire')}
      okText={t('assets:lifecycle.transitions.retire')}
      danger
      saving={transition.isPending}
      initialValues={{}}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('common:lifecycle.reason')}
        rules={[{ required: true, whitespace: true, message: t('common:validation.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
