import type { Store, StoreCreate, StoreUpdate } from '@recolecta/shared/stores';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { addressKinds } from '../../../components/address/address-fields.tsx';
import { formCodec } from '../../../components/crud/form-values.ts';
import { ResourceFormPage } from '../../../components/crud/resource-form-page.tsx';
import { StatusTag } from '../../../components/record/status-tag.tsx';
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
  return (
    <ResourceFormPage<Store, StoreFormValues, StoreCreate, StoreUpdate>
      api={storesApi}
      resource="stores"
      id={id}
      title={(store) => store.name}
      status={(store) => <StatusTag group="storeType" value={store.type} colours={STORE_TYPE_COLOURS} />}
      beforeActions={(store) => (
        <Link to={`/app/stores/zone/${store.id}`}>
          <Button block data-testid="store-zones">
            {t('stores:stores.zonesLink')} ({store.zoneCount})
          </Button>
        </Link>
      )}
      initialValues={{ type: 'warehouse' }}
      toValues={storeForm.toValues}
      toCreate={storeForm.toBody}
      toUpdate={storeForm.toBody}
      fields={() => <StoreFields />}
    />
  );
}
