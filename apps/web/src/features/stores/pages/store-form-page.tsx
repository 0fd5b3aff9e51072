import type { Store, StoreCreate, StoreUpdate } from '@recolecta/shared/stores';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { addressBody, addressValues } from '../../../components/address/address-fields.tsx';
import { RecordActions } from '../../../components/record/record-actions.tsx';
import { RecordFields } from '../../../components/record/record-fields.tsx';
import { RecordHeader } from '../../../components/record/record-header.tsx';
import { RecordHistory } from '../../../components/record/record-history.tsx';
import { RecordLayout, RecordPage } from '../../../components/record/record-page.tsx';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useRecordPage } from '../../../components/record/use-record-page.ts';
import { useCan } from '../../../lib/access.ts';
import { hhmm, timeOfDay } from '../../../lib/time-of-day.ts';
import { storesApi } from '../api/stores-api.ts';
import { STORE_TYPE_COLOURS } from '../components/store-colours.ts';
import { StoreFields, type StoreFormValues } from '../components/store-fields.tsx';

function toBody(values: StoreFormValues): StoreCreate {
  return {
    name: values.name,
    type: values.type,
    authorisationNumber: values.authorisationNumber || null,
    ...addressBody(values),
    capacityKg: values.capacityKg ?? null,
    opensAt: hhmm(values.opensAt),
    closesAt: hhmm(values.closesAt),
    phone: values.phone || null,
    notes: values.notes || null,
  };
}

function toValues(store: Store): StoreFormValues {
  return {
    name: store.name,
    type: store.type,
    authorisationNumber: store.authorisationNumber ?? undefined,
    ...addressValues(store),
    capacityKg: store.capacityKg,
    opensAt: timeOfDay(store.opensAt),
    closesAt: timeOfDay(store.closesAt),
    phone: store.phone ?? undefined,
    notes: store.notes ?? undefined,
  };
}

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
          toValues={toValues}
          toCreate={toBody}
          toUpdate={toBody}
        >
          {() => <StoreFields />}
        </RecordFields>
      </RecordLayout>
    </RecordPage>
  );
}
