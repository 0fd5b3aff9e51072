import type { Container, ContainerCreate, ContainerUpdate } from '@recolecta/shared/containers';
import { useParams } from 'react-router';
import { ResourceFormPage } from '../../../components/crud/resource-form-page.tsx';
import { useResourceCan } from '../../../components/crud/use-resource-can.ts';
import { containersApi } from '../api/containers-api.ts';
import { ContainerFields, type ContainerFormValues } from '../components/container-fields.tsx';

function toBody(values: ContainerFormValues): ContainerCreate {
  return {
    code: values.code,
    name: values.name,
    material: values.material,
    colour: values.colour,
    capacityL: values.capacityL,
    tareKg: values.tareKg,
    reusable: values.reusable,
    wasteIds: values.wasteIds ?? [],
    notes: values.notes || null,
  };
}

function toValues(container: Container): ContainerFormValues {
  return {
    code: container.code,
    name: container.name,
    material: container.material,
    colour: container.colour,
    capacityL: container.capacityL,
    tareKg: container.tareKg,
    reusable: container.reusable,
    wasteIds: container.wasteIds,
    notes: container.notes ?? undefined,
  };
}

/** Add (`/app/containers/add`) and edit (`/app/containers/edit/:id`) one container type. */
export function ContainerFormPage() {
  const { id } = useParams();
  const can = useResourceCan('containers');
  return (
    <ResourceFormPage<Container, ContainerFormValues, ContainerCreate, ContainerUpdate>
      api={containersApi}
      labels="containers"
      listPath="/app/containers"
      id={id}
      canEdit={id ? can.update : can.create}
      canDelete={can.delete}
      initialValues={{ reusable: false, tareKg: 0, wasteIds: [] }}
      toValues={toValues}
      toCreate={toBody}
      toUpdate={toBody}
      fields={() => <ContainerFields />}
    />
  );
}
