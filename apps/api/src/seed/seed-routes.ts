import { todayIn } from '@recolecta/shared/documents';
import { formatRouteNumber, type RouteStatus } from '@recolecta/shared/routes';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.users.ts';
import { numberCounters } from '../db/schema/counters.ts';
import { drivers } from '../db/schema/drivers.ts';
import { orders } from '../db/schema/orders.ts';
import { roles } from '../db/schema/roles.ts';
import { routeStops, routes } from '../db/schema/routes.ts';
import { stores } from '../db/schema/stores.ts';
import { vehicles } from '../db/schema/vehicles.ts';

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

/**
 * A driver's account for the driver's page: a "Chofer" role that may only work its own routes
 * (`routes:drive`), and a user linked to the driver of today's demo route.
 */
export async function seedDriverUser(db: Db, adminId: string, passwordHash: string) {
  const [route] = await db
    .select({ driverId: routes.driverId })
    .from(routes)
    .where(eq(routes.date, todayIn()))
    .limit(1);
  const [driver] = route
    ? await db
        .select({ id: drivers.id, name: sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}` })
        .from(drivers)
        .where(eq(drivers.id, route.driverId))
    : await db
        .select({ id: drivers.id, name: sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}` })
        .from(drivers)
        .where(isNull(drivers.archivedAt))
        .limit(1);
  if (!driver) return;
  const [role] = await db
    .insert(roles)
    .values({ name: 'Chofer', scope: 'operator', permissions: ['routes:drive'], createdBy: adminId })
    .returning({ id: roles.id });
  const [user] = await db
    .insert(users)
    .values({
      email: 'chofer@recolecta.test',
      name: driver.name,
      roleId: role!.id,
      passwordHash,
      status: 'active',
      createdBy: adminId,
    })
    .returning({ id: users.id });
  await db.update(drivers).set({ userId: user!.id }).where(eq(drivers.id, driver.id));
}
