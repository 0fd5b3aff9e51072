import type { SiteCreate, SiteItem } from '@recolecta/shared/companies';
import { message as antMessage, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { addressKinds } from '../../../components/address/address-fields.tsx';
import { FormDialog } from '../../../components/crud/form-dialog.tsx';
import { formCodec } from '../../../components/crud/form-values.ts';
import { sitesApi } from '../api/clients-api.ts';
import { SiteFields, type SiteValues } from './site-fields.tsx';

/** Every field of the dialog and how it goes between the site, the form and the body. */
const siteForm = formCodec<SiteValues, Omit<SiteCreate, 'companyId'>, SiteItem>({
  name: 'value',
  ...addressKinds,
  collectionWindowStart: 'time',
  collectionWindowEnd: 'time',
  contactName: 'text',
  contactPhone: 'text',
  contactEmail: 'text',
  contactLocale: 'optional',
  notes: 'text',
});

/** The dialog that adds or edits one site: the address, the pin on the map, the window and the contact. */
export function SiteDialog({
  companyId,
  site,
  onClose,
}: {
  companyId: string;
  site: SiteItem | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SiteValues>();
  const create = sitesApi.useCreate();
  const update = sitesApi.useUpdate(site === 'new' ? '' : site.id);
  const [message, holder] = antMessage.useMessage();
  const save = async (values: SiteValues) => {
    if (site === 'new') await create.mutateAsync({ ...siteForm.toBody(values), companyId });
    else await update.mutateAsync({ ...siteForm.toBody(values), version: site.version });
    message.success(t('companies:clients.siteSaved'));
    onClose();
  };
  return (
    <FormDialog
      form={form}
      name="site"
      width={880}
      title={t(site === 'new' ? 'companies:clients.addSite' : 'companies:clients.editSite')}
      okText={t('companies:clients.saveSite')}
      saving={create.isPending || update.isPending}
      initialValues={site === 'new' ? {} : siteForm.toValues(site)}
      onSave={save}
      onClose={onClose}
      scrollToFirstError
      holder={holder}
      history={
        site === 'new' ? undefined : { options: sitesApi.historyOptions(site.id), labels: 'companies' }
      }
    >
      <SiteFields withContact />
    </FormDialog>
  );
}
