import { PLACE_KINDS, type Place, type PlaceKind } from '@recolecta/shared/assets';
import type { SiteItem } from '@recolecta/shared/companies';
import type { Store } from '@recolecta/shared/stores';
import type { Vehicle } from '@recolecta/shared/vehicles';
import { useQuery } from '@tanstack/react-query';
import { Form, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { zonesOfStoreOptions } from '../api/assets-api.ts';

/** A place as the fields hold it: its kind, the store whose zones are offered, the place chosen (if yet). */
export type PlaceValues = Pick<Place, 'kind'> & Partial<Pick<Place, 'id'>> & { storeId?: string };

/** Chooses a place: a zone of a store, a client's site, or a vehicle (form fields under `name`). */
export function PlaceFields({
  name,
  allowed = PLACE_KINDS,
}: {
  name: string;
  allowed?: readonly PlaceKind[];
}) {
  const { t } = useTranslation();
  const { field } = useLabels('assets', 'placeKind');
  const form = Form.useFormInstance();
  const kind = Form.useWatch([name, 'kind'], form) as PlaceKind | undefined;
  const storeId = Form.useWatch([name, 'storeId'], form) as string | undefined;
  const zones = useQuery(zonesOfStoreOptions(storeId ?? ''));
  const kinds = useOptions('placeKind', allowed);
  const required = [{ required: true, message: t('assets:assets.choosePlace') }];
  return (
    <>
      <Form.Item name={[name, 'kind']} label={field('placeKind')} rules={required}>
        <Segmented
          options={kinds}
          onChange={(next) => {
            // Another kind of place: the one chosen before no longer applies.
            if (next !== kind) form.setFieldValue([name, 'id'], undefined);
          }}
          data-testid="place-kind"
        />
      </Form.Item>
      {kind === 'zone' ? (
        <>
          <Form.Item name={[name, 'storeId']} label={field('store')} rules={required}>
            <ReferenceSelect<Store>
              path="stores"
              params={{ sort: 'name:asc' }}
              optionLabel={(s) => s.name}
              onChange={() => form.setFieldValue([name, 'id'], undefined)}
            />
          </Form.Item>
          <Form.Item name={[name, 'id']} label={field('zone')} rules={required}>
            <Select
              disabled={!storeId}
              loading={zones.isLoading}
              options={(zones.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
            />
          </Form.Item>
        </>
      ) : null}
      {kind === 'site' ? (
        <Form.Item name={[name, 'id']} label={field('site')} rules={required}>
          <ReferenceSelect<SiteItem>
            path="sites"
            params={{ sort: 'name:asc' }}
            optionLabel={(s) => `${s.name} · ${s.companyName}`}
          />
        </Form.Item>
      ) : null}
      {kind === 'vehicle' ? (
        <Form.Item name={[name, 'id']} label={field('vehicle')} rules={required}>
          <ReferenceSelect<Vehicle>
            path="vehicles"
            params={{ sort: 'plate:asc' }}
            optionLabel={(v) => `${v.plate} · ${v.make} ${v.model}`}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
