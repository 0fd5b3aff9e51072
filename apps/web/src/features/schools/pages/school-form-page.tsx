import type { School, SchoolCreate, SchoolUpdate } from '@recolecta/shared/schools';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formCodec } from '../../../components/crud/form-values.ts';
import { ResourceFormPage } from '../../../components/crud/resource-form-page.tsx';
import { useCan } from '../../../lib/access.ts';
import { schoolsApi } from '../api/schools-api.ts';
import { SchoolFields, type SchoolFormValues } from '../components/school-fields.tsx';

/** Every field of the form and how it goes between the record, the form and the body. */
const schoolForm = formCodec<SchoolFormValues, SchoolCreate, School>({
  name: 'value',
  cct: 'value',
  level: 'value',
  street: 'value',
  exteriorNumber: 'value',
  neighbourhood: 'value',
  city: 'value',
  state: 'value',
  postalCode: 'value',
  contactName: 'text',
  contactPhone: 'text',
  programme: 'text',
});

/** Add (`/app/school/add`) and edit (`/app/school/edit/:id`) one school; its patients are a click away. */
export function SchoolFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const canPatients = useCan('patients:read');
  return (
    <ResourceFormPage<School, SchoolFormValues, SchoolCreate, SchoolUpdate>
      api={schoolsApi}
      resource="schools"
      listPath="/app/school"
      id={id}
      title={(s) => `${s.name} · ${s.cct}`}
      status={(s) =>
        canPatients ? (
          <Link to={`/app/patients/school/${s.id}`}>
            <Button size="small" data-testid="school-patients">
              {t('schools:ui.patients')}
            </Button>
          </Link>
        ) : null
      }
      initialValues={{ level: 'primary', state: 'Ciudad de México' }}
      toValues={schoolForm.toValues}
      toCreate={schoolForm.toBody}
      toUpdate={schoolForm.toBody}
      fields={() => <SchoolFields />}
    />
  );
}
