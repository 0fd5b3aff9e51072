import { todayIn } from '@recolecta/shared/documents';
import { formatRouteNumber, type RouteStatus } from '@recolecta/shared/routes';
import { and, asc, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from './client.ts';
import { drivers, numberCounters, orders, routeStops, routes, stores, vehicles } from './schema/index.ts';

/** Demo drivers with a valid hazardous-materials permit, and the refrigerated demo trucks. */
const DRIVERS = ['José Luis', 'María Guadalupe', 'Ricardo', 'Miguel Ángel'];
const TRUCKS = ['81-AP-1L', '57-AK-3N'];

/**
 * A route per day for the demo orders already on a day (scheduled, under way or done): completed on
 * past days, in progress today, planned ahead, each with a driver holding a permit and a refrigerated
 * truck (RPBI's pathological waste travels cold), from the warehouse to the treatment plant.
 */
export async function seedRoutes(db: Db, adminId: string) {
  const today = todayIn();
  const day = await db
    .select({ id: orders.id, date: orders.scheduledDate })
    .from(orders)
    .where(
      and(
        isNotNull(orders.scheduledDate),
        inArray(orders.status, ['scheduled', 'in_progress', 'collected', 'received', 'closed', 'failed']),
      ),
    )
    .orderBy(asc(orders.scheduledDate), asc(orders.number));
  const people = await db
    .select({ id: drivers.id, firstName: drivers.firstName })
    .from(drivers)
    .where(inArray(drivers.firstName, DRIVERS));
  const trucks = await db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.plate, TRUCKS));
  const places = await db
    .select({ id: stores.id, type: stores.type })
    .from(stores)
    .where(isNull(stores.archivedAt))
    .orderBy(asc(stores.createdAt));
  const depot = places.find((p) => p.type === 'warehouse') ?? places[0];
  const plant = places.find((p) => p.type === 'treatment_plant') ?? depot;
  if (day.length === 0 || people.length === 0 || trucks.length === 0 || !depot || !plant)
    return { routes: 0 };

  const byDay = new Map<string, string[]>();
  for (const o of day) byDay.set(o.date!, [...(byDay.get(o.date!) ?? []), o.id]);
  let n = 0;
  for (const [date, orderIds] of byDay) {
    const status: RouteStatus = date < today ? 'completed' : date === today ? 'in_progress' : 'planned';
    const driver = people[n % people.length]!;
    n++;
    const [route] = await db
      .insert(routes)
      .values({
        number: formatRouteNumber(Number(date.slice(0, 4)), n),
        date,
        driverId: driver.id,
        vehicleId: trucks[n % trucks.length]!.id,
        startStoreId: depot.id,
        endStoreId: plant!.id,
        startTime: '07:00',
        status,
        createdBy: adminId,
      })
      .returning({ id: routes.id });
    await db
      .insert(routeStops)
      .values(orderIds.map((orderId, position) => ({ routeId: route!.id, position, orderId })));
  }
  const years = [...new Set([...byDay.keys()].map((d) => Number(d.slice(0, 4))))];
  for (const year of years) {
    await db
      .insert(numberCounters)
      .values({ kind: 'route', year, last: n })
      .onConflictDoUpdate({ target: [numberCounters.kind, numberCounters.year], set: { last: n } });
  }
  return { routes: n };
}
