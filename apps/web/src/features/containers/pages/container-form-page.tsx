import type { Container, ContainerCreate, ContainerUpdate } from '@recolecta/shared/containers';
import { useParams } from 'react-router';
import { formCodec } from '../../../components/crud/form-values.ts';
import { ResourceFormPage } from '../../../components/crud/resource-form-page.tsx';
import { containersApi } from '../api/containers-api.ts';
import { ContainerFields, type ContainerFormValues } from '../components/container-fields.tsx';

/** Every field of the form and how it goes between the record, the form and the body. */
const containerForm = formCodec<ContainerFormValues, ContainerCreate, Container>({
  code: 'value',
  name: 'value',
  material: 'value',
  colour: 'value',
  capacityL: 'value',
  tareKg: 'value',
  reusable: 'value',
  wasteIds: 'list',
  notes: 'text',
});

/** Add (`/app/containers/add`) and edit (`/app/containers/edit/:id`) one container type. */
export function ContainerFormPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage<Container, ContainerFormValues, ContainerCreate, ContainerUpdate>
      api={containersApi}
      resource="containers"
      id={id}
      initialValues={{ reusable: false, tareKg: 0, wasteIds: [] }}
      toValues={containerForm.toValues}
      toCreate={containerForm.toBody}
      toUpdate={containerForm.toBody}
      fields={() => <ContainerFields />}
    />
  );
}
