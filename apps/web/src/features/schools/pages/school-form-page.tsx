import type { School, SchoolCreate, SchoolUpdate } from '@recolecta/shared/schools';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formCodec } from '../../../components/crud/form-values.ts';
import { useResourceCan } from '../../../components/crud/use-resource-can.ts';
import { RecordActions } from '../../../components/record/record-actions.tsx';
import { RecordFields } from '../../../components/record/record-fields.tsx';
import { RecordHeader } from '../../../components/record/record-header.tsx';
import { RecordHistory } from '../../../components/record/record-history.tsx';
import { RecordLayout, RecordPage } from '../../../components/record/record-page.tsx';
import { useRecordPage } from '../../../components/record/use-record-page.ts';
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
  const can = useResourceCan('schools');
  const canPatients = useCan('patients:read');
  const record = useRecordPage({ api: schoolsApi, id, listPath: '/app/school', labels: 'schools' });
  return (
    <RecordPage record={record}>
      <RecordLayout
        side={
          record.item ? (
            <>
              <RecordActions record={record} canEdit={can.update} canDelete={can.delete} />
              <RecordHistory record={record} />
            </>
          ) : null
        }
      >
        <RecordHeader
          canRestore={can.update}
          record={record}
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
        />
        <RecordFields<School, SchoolFormValues, SchoolCreate, SchoolUpdate>
          record={record}
          canEdit={id ? can.update : can.create}
          initialValues={{ level: 'primary', state: 'Ciudad de México' }}
          toValues={schoolForm.toValues}
          toCreate={schoolForm.toBody}
          toUpdate={schoolForm.toBody}
        >
          {() => <SchoolFields />}
        </RecordFields>
      </RecordLayout>
    </RecordPage>
  );
}
