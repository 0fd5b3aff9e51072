import type {
  Patient,
  PatientCreate,
  PatientRead,
  PatientUpdate,
  School,
  SchoolCreate,
  SchoolUpdate,
} from '@recolecta/shared/schools';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

export const schoolsApi = resourceApi<School, SchoolCreate, SchoolUpdate>('schools');
export const patientsApi = resourceApi<Patient, PatientCreate, PatientUpdate>('patients');

/** Who has looked at a patient (`GET /patients/:id/readers`), fresh on every visit. */
export const patientReadsOptions = (id: string) =>
  queryOptions({
    queryKey: [...patientsApi.keys.all, 'readers', id],
    queryFn: ({ signal }) =>
      api.get<{ data: PatientRead[] }>(`/patients/${id}/readers`, { signal }).then((r) => r.data),
    staleTime: 0,
    // The page's own opening is recorded as it loads: look again shortly, and keep the list current.
    refetchInterval: 5_000,
  });
