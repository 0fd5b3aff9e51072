import type { Patient, PatientCreate, PatientUpdate } from '@recolecta/shared/schools';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../components/crud/dates.ts';
import { ResourceFormPage } from '../../../components/crud/resource-form-page.tsx';
import { patientReadsOptions, patientsApi } from '../api/schools-api.ts';
import { PatientFields, type PatientFormValues } from '../components/patient-fields.tsx';

const toBody = (v: PatientFormValues): PatientCreate => ({
  schoolId: v.schoolId ?? '',
  firstName: v.firstName,
  lastName: v.lastName,
  birthDate: v.birthDate ? v.birthDate.format('YYYY-MM-DD') : '',
  sex: v.sex,
  grade: v.grade,
  group: v.group,
  guardianName: v.guardianName,
  guardianPhone: v.guardianPhone,
  notes: v.notes || null,
});

const toValues = (p: Patient): PatientFormValues => ({
  schoolId: p.schoolId,
  firstName: p.firstName,
  lastName: p.lastName,
  birthDate: dayjs(p.birthDate),
  sex: p.sex,
  grade: p.grade,
  group: p.group,
  guardianName: p.guardianName,
  guardianPhone: p.guardianPhone,
  notes: p.notes ?? undefined,
});

/** Who has looked at the patient's data: each opening, list and export, with who and when. */
function Readers({ id }: { id: string }) {
  const { t } = useTranslation();
  const reads = useQuery(patientReadsOptions(id));
  return (
    <Card size="small" title={t('patients:ui.readers')} data-testid="patient-readers">
      <List
        size="small"
        loading={reads.isLoading}
        dataSource={reads.data ?? []}
        locale={{ emptyText: t('patients:ui.noReaders') }}
        renderItem={(r) => (
          <List.Item>
            <Typography.Text>
              {r.actorEmail ?? '—'} · {t(`patients:ui.${r.action}`)}
            </Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(r.at)}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * Add (`/app/patients/add?schoolId=`) and edit (`/app/patients/edit/:id`) one patient: a minor's data,
 * so the page says that every look is recorded and shows who has looked.
 */
export function PatientFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const schoolId = params.get('schoolId') ?? undefined;
  return (
    <ResourceFormPage<Patient, PatientFormValues, PatientCreate, PatientUpdate>
      api={patientsApi}
      resource="patients"
      listPath={schoolId ? `/app/patients/school/${schoolId}` : '/app/school'}
      id={id}
      title={(p) =>
        `${p.firstName} ${p.lastName} · ${t('patients:ui.years', { count: p.age })} · ${p.schoolName}`
      }
      afterActions={(patient) => <Readers id={patient.id} />}
      notice={<Alert type="warning" showIcon title={t('patients:ui.privacy')} />}
      initialValues={{ schoolId, sex: 'female' }}
      toValues={toValues}
      toCreate={toBody}
      toUpdate={toBody}
      fields={() => <PatientFields />}
    />
  );
}
