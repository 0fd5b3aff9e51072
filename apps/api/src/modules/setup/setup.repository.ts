import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyNames } from '../../db/read-models/companies.ts';
import { driverNames } from '../../db/read-models/drivers.ts';
import { orderFacts } from '../../db/read-models/orders.ts';
import { sitePlaces } from '../../db/read-models/sites.ts';
import { storePlaces } from '../../db/read-models/stores.ts';
import { vehiclePlates } from '../../db/read-models/vehicles.ts';
import type { Scope } from '../../lib/principal.ts';
import { assertOperator } from '../../lib/scope.ts';

export interface SetupFacts {
  store: boolean;
  vehicle: boolean;
  driver: boolean;
  client: boolean;
  order: boolean;
}

/**
 * Whether the install holds each thing the first-run checklist asks for (archived rows do not count),
 * in one query over the owners' read models. The operator's view of every company: staff only.
 */
export async function setupFacts(db: Db, scope: Scope) {
  assertOperator(scope);
  const result = (await db.execute(sql`
    select
      exists (select 1 from ${storePlaces('s')} where s.archived_at is null) as store,
      exists (select 1 from ${vehiclePlates('v')} where v.archived_at is null) as vehicle,
      exists (select 1 from ${driverNames('d')} where d.archived_at is null) as driver,
      exists (
        select 1 from ${sitePlaces('si')} join ${companyNames('c')} on c.id = si.company_id
        where si.archived_at is null and c.archived_at is null and c.status = 'active'
      ) as client,
      exists (select 1 from ${orderFacts('o')}) as "order"
  `)) as unknown as { rows: SetupFacts[] };
  return result.rows[0]!;
}
