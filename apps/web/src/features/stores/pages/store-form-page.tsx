import type { Store, StoreCreate, StoreUpdate } from '@recolecta/shared/stores';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { addressKinds } from '../../../components/address/address-fields.tsx';
import { formCodec } from '../../../components/crud/form-values.ts';
import { RecordActions } from '../../../components/record/record-actions.tsx';
import { RecordFields } from '../../../components/record/record-fields.tsx';
import { RecordHeader } from '../../../components/record/record-header.tsx';
import { RecordHistory } from '../../../components/record/record-history.tsx';
import { RecordLayout, RecordPage } from '../../../components/record/record-page.tsx';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useRecordPage } from '../../../components/record/use-record-page.ts';
import { useCan } from '../../../lib/access.ts';
import { storesApi } from '../api/stores-api.ts';
import { STORE_TYPE_COLOURS } from '../components/store-colours.ts';
import { StoreFields, type StoreFormValues } from '../components/store-fields.tsx';

/** Every field of the form and how it goes between the record, the form and the body. */
const storeForm = formCodec<StoreFormValues, StoreCreate, Store>({
  name: 'value',
  type: 'value',
  authorisationNumber: 'text',
  ...addressKinds,
  capacityKg: 'optional',
  opensAt: 'time',
  closesAt: 'time',
  phone: 'text',
  notes: 'text',
});

/** Add (`/app/stores/add`) and edit (`/app/stores/edit/:id`) one store, with a way to its zones. */
export function StoreFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const can = {
    update: useCan('stores:update'),
    create: useCan('stores:create'),
    delete: useCan('stores:delete'),
  };
  const record = useRecordPage({ api: storesApi, id, listPath: '/app/stores', labels: 'stores' });
  return (
    <RecordPage record={record}>
      <RecordLayout
        side={
          record.item ? (
            <>
              <Link to={`/app/stores/zone/${record.item.id}`}>
                <Button block data-testid="store-zones">
                  {t('stores:stores.zonesLink')} ({record.item.zoneCount})
                </Button>
              </Link>
              <RecordActions record={record} canEdit={can.update} canDelete={can.delete} />
              <RecordHistory record={record} />
            </>
          ) : null
        }
      >
        <RecordHeader
          canRestore={can.update}
          record={record}
          title={(store) => store.name}
          status={(store) => <StatusTag group="storeType" value={store.type} colours={STORE_TYPE_COLOURS} />}
        />
        <RecordFields<Store, StoreFormValues, StoreCreate, StoreUpdate>
          record={record}
          canEdit={id ? can.update : can.create}
          initialValues={{ type: 'warehouse' }}
          toValues={storeForm.toValues}
          toCreate={storeForm.toBody}
          toUpdate={storeForm.toBody}
        >
          {() => <StoreFields />}
        </RecordFields>
      </RecordLayout>
    </RecordPage>
  );
}
