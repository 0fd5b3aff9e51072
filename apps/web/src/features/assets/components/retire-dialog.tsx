import type { Asset } from '@recolecta/shared/assets';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { HttpError } from '../../../lib/http/http-error.ts';
import { assetsApi } from '../api/assets-api.ts';

export function RetireDialog({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const transition = assetsApi.useTransition();
  const save = async ({ reason }: { reason: string }) => {
    try {
      await transition.mutateAsync({ item: asset, name: 'retire', reason });
      onClose();
    } catch (error) {
      if (error instanceof HttpError && error.details.length > 0) applyFieldErrors(form, error.details);
    }
  };
  return (
    <Modal
      open
      title={t('assets:lifecycle.transitions.retire')}
      okText={t('assets:lifecycle.transitions.retire')}
      okButtonProps={{ danger: true }}
      cancelText={t('common:crud.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={transition.isPending}
      destroyOnHidden
    >
      <Form noValidate form={form} name="retire" layout="vertical" onFinish={save}>
        <Form.Item
          name="reason"
          label={t('common:lifecycle.reason')}
          rules={[{ required: true, whitespace: true, message: t('common:validation.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
