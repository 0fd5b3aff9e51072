import { type AssetCreate, assetCreateSchema } from '@recolecta/shared/assets';
import type { Container } from '@recolecta/shared/containers';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/crud/form-dialog.tsx';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';
import { assetsApi } from '../api/assets-api.ts';
import { PlaceFields, type PlaceValues } from './place-fields.tsx';

/** The dialog's values: the body the API takes, the place as its fields hold it. */
type Values = Omit<AssetCreate, 'place'> & { place: PlaceValues };

/** Registers a new reusable container where it is now (its first move). */
export function AddAssetDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('assets');
  const [form] = Form.useForm<Values>();
  const create = assetsApi.useCreate();
  const save = async (values: Values) => {
    const asset = await create.mutateAsync({
      serial: values.serial,
      containerTypeId: values.containerTypeId,
      place: { kind: values.place.kind, id: values.place.id ?? '' },
      notes: values.notes || null,
    });
    onCreated(asset.id);
  };
  return (
    <FormDialog
      form={form}
      name="asset"
      title={t('assets:assets.add')}
      okText={t('common:crud.save')}
      saving={create.isPending}
      initialValues={{ place: { kind: 'zone' } }}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="serial"
        label={field('serial')}
        rules={zodRules(assetCreateSchema.shape.serial, field('serial'), locale)}
        normalize={(v: string) => v.toUpperCase()}
      >
        <Input dir="ltr" maxLength={40} spellCheck={false} />
      </Form.Item>
      <Form.Item name="containerTypeId" label={field('containerTypeId')} rules={[{ required: true }]}>
        <ReferenceSelect<Container>
          path="containers"
          params={{ reusable: 'true' }}
          optionLabel={(c) => `${c.code} · ${c.name}`}
        />
      </Form.Item>
      <PlaceFields name="place" />
      <Form.Item name="notes" label={field('notes')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </FormDialog>
  );
}
