import { MEXICAN_STATES } from '@recolecta/shared/companies';
import { SCHOOL_LEVELS, type School } from '@recolecta/shared/schools';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListColumn, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { useCan } from '../../../lib/access.ts';
import { schoolsApi } from '../api/schools-api.ts';

/** The programme's schools: search by name, CCT or city, filters by level and state, export. */
export function SchoolsListPage() {
  const { t } = useTranslation();
  const canCreate = useCan('schools:create');
  const canPatients = useCan('patients:read');
  const { field, value } = useLabels('schools', 'schoolLevel');
  const columns: ListColumn<School>[] = [
    { key: 'name', sortable: true },
    { key: 'cct', sortable: true },
    { key: 'level', sortable: true, render: (s) => value('schoolLevel', s.level) },
    { key: 'city', sortable: true },
    { key: 'state' },
    { key: 'contactName', defaultHidden: true },
    { key: 'programme' },
    ...(canPatients
      ? [
          {
            key: 'patients',
            title: t('schools:ui.patients'),
            // The way to the school's patients stays in view while the other columns scroll.
            fixed: 'right',
            render: (s: School) => (
              <Link to={`/app/patients/school/${s.id}`} onClick={(e) => e.stopPropagation()}>
                <Button size="small">{t('schools:ui.patients')}</Button>
              </Link>
            ),
          } as ListColumn<School>,
        ]
      : []),
  ];
  return (
    <ResourceList<School>
      api={schoolsApi}
      labels="schools"
      columns={columns}
      linkColumn="name"
      defaultSort="name:asc"
      editPath={(s) => `/app/school/edit/${s.id}`}
      addPath="/app/school/add"
      canCreate={canCreate}
      filters={[
        { key: 'level', label: field('level'), options: useOptions('schoolLevel', SCHOOL_LEVELS) },
        { key: 'state', label: field('state'), options: MEXICAN_STATES.map((s) => ({ value: s, label: s })) },
      ]}
    />
  );
}
