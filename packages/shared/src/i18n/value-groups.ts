import type { Namespace, WordsOf } from './all-words.ts';

type ValuesOf<N extends Namespace> = WordsOf<N> extends { values: infer V } ? V : Record<never, never>;

/** Every group of value labels (`driverStatus`, `boolean`): the keys of the namespaces' `values`. */
export type ValueLabelGroup = { [N in Namespace]: keyof ValuesOf<N> & string }[Namespace];

type NamespaceOf<G extends ValueLabelGroup> = {
  [N in Namespace]: G extends keyof ValuesOf<N> ? N : never;
}[Namespace];

/**
 * Where each group of value labels lives. The typecheck holds this table to the modules: a group
 * listed under the wrong namespace, or missing, does not compile (and words.test.ts finds a group
 * defined twice). The web reads it to load one namespace for one group.
 */
export const VALUE_GROUPS = {
  boolean: 'common',
  colour: 'common',
  documentStatus: 'common',
  documentFilter: 'common',
  companyStatus: 'companies',
  deadlineStatus: 'companies',
  generatorLevel: 'companies',
  userStatus: 'users',
  systemRole: 'roles',
  roleScope: 'roles',
  driverStatus: 'drivers',
  vehicleStatus: 'vehicles',
  vehicleType: 'vehicles',
  vehicleDocument: 'vehicles',
  containerMaterial: 'containers',
  wasteCategory: 'wastes',
  physicalState: 'wastes',
  unit: 'wastes',
  wasteLevel: 'wastes',
  storeType: 'stores',
  zoneType: 'stores',
  assetStatus: 'assets',
  manifestStatus: 'manifests',
  manifestCategory: 'manifests',
  failureReason: 'driver',
  reportKind: 'reports',
  documentKind: 'reports',
  placeKind: 'assets',
  orderStatus: 'orders',
  orderPriority: 'orders',
  orderBulkOutcome: 'orders',
  planStatus: 'plans',
  planRecurrence: 'plans',
  weekday: 'plans',
  routeStatus: 'routes',
  unassignedReason: 'routes',
  schoolLevel: 'schools',
  sex: 'patients',
} as const satisfies { [G in ValueLabelGroup]: NamespaceOf<G> };
