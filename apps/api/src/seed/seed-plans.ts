import { addDays, todayIn } from '@recolecta/shared/documents';
import type { PlanRecurrence } from '@recolecta/shared/service-plans';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { servicePlanItems, servicePlans } from '../db/schema/service-plans.ts';
import { sites } from '../db/schema/sites.ts';
import { demoItemChoices } from './seed-orders.ts';

/** The demo plans' rules, one per site in turn: weekly, twice a week, monthly, every ten days. */
const RULES: {
  name: string;
  recurrence: PlanRecurrence;
  intervalDays?: number;
  weekdays?: number[];
  monthDay?: number;
}[] = [
  { name: 'Recolección semanal', recurrence: 'weekdays', weekdays: [2] },
  { name: 'Martes y viernes', recurrence: 'weekdays', weekdays: [2, 5] },
  { name: 'Recolección mensual', recurrence: 'monthDay', monthDay: 15 },
  { name: 'Cada diez días', recurrence: 'interval', intervalDays: 10 },
];

/**
 * A service plan for each demo site, started four weeks ago, with one or two usual items. The job's
 * first daily run makes their orders for the coming days (a monthly plan for a level II or III client
 * shows the storage-limit warning).
 */
export async function seedPlans(db: Db, adminId: string) {
  const today = todayIn();
  const siteRows = await db
    .select({ id: sites.id, companyId: sites.companyId })
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .where(and(isNull(sites.archivedAt), eq(companies.status, 'active')))
    .orderBy(asc(sites.createdAt));
  const choices = await demoItemChoices(db);
  if (choices.length === 0) return { plans: 0 };
  for (const [s, site] of siteRows.entries()) {
    const rule = RULES[s % RULES.length]!;
    const [plan] = await db
      .insert(servicePlans)
      .values({
        companyId: site.companyId,
        siteId: site.id,
        name: rule.name,
        recurrence: rule.recurrence,
        intervalDays: rule.intervalDays ?? null,
        weekdays: rule.weekdays ?? null,
        monthDay: rule.monthDay ?? null,
        startsOn: addDays(today, -28),
        notes: s % 2 === 0 ? 'Acceso por el andén de servicio' : null,
        createdBy: adminId,
      })
      .returning({ id: servicePlans.id });
    const picks = [choices[s % choices.length]!, choices[(s + 2) % choices.length]!].slice(0, 1 + (s % 2));
    await db.insert(servicePlanItems).values(
      [...new Map(picks.map((p) => [p.wasteId, p])).values()].map((pick, position) => ({
        planId: plan!.id,
        position,
        wasteId: pick.wasteId,
        containerTypeId: pick.containerTypeId,
        containerCount: 2 + position,
        estimatedKg: 8 + 4 * position,
      })),
    );
  }
  return { plans: siteRows.length };
}
