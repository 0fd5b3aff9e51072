import type { Container, ContainerCreate, ContainerUpdate } from '@recolecta/shared/containers';
import { resourceApi } from '../../../lib/resource-api.ts';

export const containersApi = resourceApi<Container, ContainerCreate, ContainerUpdate>('containers');
