import type { Asset, AssetMove } from '@recolecta/shared/assets';
import { message as antMessage, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { HttpError } from '../../../lib/http/http-error.ts';
import { useMoveAsset } from '../api/assets-api.ts';
import { PlaceFields, type PlaceValues } from './place-fields.tsx';

/** The move's values: the body the API takes (the page adds the version), the place as its fields hold it. */
type MoveValues = Omit<AssetMove, 'version' | 'to'> & { to: PlaceValues };

export function MoveDialog({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  const { t } = useTranslation();
  const { field } = useLabels('assets');
  const [form] = Form.useForm<MoveValues>();
  const move = useMoveAsset();
  const [message, holder] = antMessage.useMessage();
  const save = async (values: MoveValues) => {
    try {
      await move.mutateAsync({
        id: asset.id,
        body: {
          version: asset.version,
          to: { kind: values.to.kind, id: values.to.id ?? '' },
          note: values.note || null,
        },
      });
      message.success(t('assets:assets.moveDone'));
      onClose();
    } catch (error) {
      if (error instanceof HttpError && error.details.length > 0) applyFieldErrors(form, error.details);
    }
  };
  return (
    <Modal
      open
      title={t('assets:assets.moveTitle', { serial: asset.serial })}
      okText={t('assets:assets.move')}
      cancelText={t('common:crud.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={move.isPending}
      destroyOnHidden
    >
      {holder}
      <Form
        noValidate
        form={form}
        name="move"
        layout="vertical"
        onFinish={save}
        initialValues={{ to: { kind: 'site' } }}
        data-testid="move-form"
      >
        <PlaceFields name="to" allowed={asset.status === 'retired' ? ['zone'] : undefined} />
        <Form.Item name="note" label={field('note')}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
