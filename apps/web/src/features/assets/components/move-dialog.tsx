import type { Asset, AssetMove } from '@recolecta/shared/assets';
import { message as antMessage, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/crud/form-dialog.tsx';
import { useLabels } from '../../../components/crud/use-labels.ts';
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
  };
  return (
    <FormDialog
      form={form}
      name="move"
      title={t('assets:assets.moveTitle', { serial: asset.serial })}
      okText={t('assets:assets.move')}
      saving={move.isPending}
      initialValues={{ to: { kind: 'site' } }}
      onSave={save}
      onClose={onClose}
      holder={holder}
    >
      <PlaceFields name="to" allowed={asset.status === 'retired' ? ['zone'] : undefined} />
      <Form.Item name="note" label={field('note')}>
        <Input maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
