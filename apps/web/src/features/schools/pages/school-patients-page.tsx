import { type Patient, SEXES } from '@recolecta/shared/schools';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../../../components/crud/dates.ts';
import { type ListColumn, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { useCan } from '../../../lib/access.ts';
import { patientsApi, schoolsApi } from '../api/schools-api.ts';

/** A school's patients (`/app/patients/school/:id_school`): guardians' phones masked until opened. */
export function SchoolPatientsPage() {
  const { id_school: schoolId = '' } = useParams();
  const { t } = useTranslation();
  const canCreate = useCan('patients:create');
  const { field, value } = useLabels('patients', 'sex');
  const school = useQuery(schoolsApi.detailOptions(schoolId));
  const columns: ListColumn<Patient>[] = [
    { key: 'lastName', sortable: true },
    { key: 'firstName', sortable: true },
    { key: 'birthDate', sortable: true, render: (p) => formatDate(p.birthDate) },
    { key: 'age', render: (p) => t('patients:ui.years', { count: p.age }) },
    { key: 'sex', render: (p) => value('sex', p.sex) },
    { key: 'grade', sortable: true, render: (p) => `${p.grade} ${p.group}` },
    { key: 'guardianName' },
    {
      key: 'guardianPhone',
      render: (p) => (
        <Tooltip title={t('patients:ui.masked')}>
          <span data-testid="masked-phone">{p.guardianPhone}</span>
        </Tooltip>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      {school.data ? (
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="school-name">
          {school.data.name} · {school.data.cct}
        </Typography.Title>
      ) : null}
      <Alert type="info" showIcon title={t('patients:ui.privacy')} />
      <ResourceList<Patient>
        api={patientsApi}
        labels="patients"
        columns={columns}
        linkColumn="lastName"
        defaultSort="lastName:asc"
        editPath={(p) => `/app/patients/edit/${p.id}`}
        addPath={`/app/patients/add?schoolId=${schoolId}`}
        canCreate={canCreate}
        filters={[{ key: 'sex', label: field('sex'), options: useOptions('sex', SEXES) }]}
        fixedParams={{ schoolId }}
      />
    </Flex>
  );
}
