import type { Locale } from '@recolecta/shared/locales';
import { CITY_SPEED_KMH, distanceKm } from '@recolecta/shared/routes';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { stopVisits } from '../../db/schema/driver-day.ts';
import { orders } from '../../db/schema/orders.ts';
import { routeStops, routes } from '../../db/schema/routes.ts';
import { sites } from '../../db/schema/sites.ts';
import { stores } from '../../db/schema/stores.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { queueMail } from '../mail/outbox.ts';
import { readOrganisation } from '../settings/settings.repository.ts';
import { orderCollectedMail, truckOnWayMail } from './notifications.mail.ts';

/** Which stop notifications a company takes (docs/product.md §9 "Notifications"); each can be switched off. */
export async function noticesOf(db: Db, companyId: string) {
  const [row] = await db
    .select({
      onWay: companies.notifyOnWay,
      collected: companies.notifyCollected,
      failed: companies.notifyFailed,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { onWay: false, collected: false, failed: false };
}

/**
 * Who hears of a stop: the site's contact at the site's address in the contact's language, or, when
 * the site has no address, the company's contact in the organisation's language.
 */
export async function siteContact(db: Db, siteId: string) {
  const [row] = await db
    .select({
      email: sites.contactEmail,
      name: sites.contactName,
      locale: sites.contactLocale,
      companyEmail: companies.email,
      companyContact: companies.contactName,
    })
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .where(eq(sites.id, siteId));
  if (!row) return null;
  const fallback: Locale = (await readOrganisation(db))?.defaultLocale ?? 'es';
  return row.email
    ? { email: row.email, name: row.name ?? row.companyContact, locale: row.locale ?? fallback }
    : { email: row.companyEmail, name: row.companyContact, locale: fallback };
}

const clockIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    date,
  );

/**
 * The truck is on its way to the route's next open stop, after the one just done (or from the
 * depot when the day begins): an estimated arrival by straight line at city speed from where it is.
 */
export async function notifyOnWay(
  ctx: ServiceContext,
  routeId: string,
  from: 'depot' | string,
  dedupeKey?: string,
) {
  const stops = await ctx.db
    .select({
      orderId: orders.id,
      number: orders.number,
      status: orders.status,
      companyId: orders.companyId,
      siteId: orders.siteId,
      siteName: sites.name,
      latitude: sites.latitude,
      longitude: sites.longitude,
      finished: sql<boolean>`${stopVisits.finishedAt} is not null`,
    })
    .from(routeStops)
    .innerJoin(orders, eq(orders.id, routeStops.orderId))
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .leftJoin(stopVisits, eq(stopVisits.orderId, orders.id))
    .where(eq(routeStops.routeId, routeId))
    .orderBy(asc(routeStops.position));
  const start = from === 'depot' ? -1 : stops.findIndex((s) => s.orderId === from);
  const next = stops
    .slice(start + 1)
    .find((s) => !s.finished && (s.status === 'scheduled' || s.status === 'in_progress'));
  if (!next) return;
  if (!(await noticesOf(ctx.db, next.companyId)).onWay) return;
  let origin = start >= 0 ? stops[start] : undefined;
  if (!origin) {
    const [depot] = await ctx.db
      .select({ latitude: stores.latitude, longitude: stores.longitude })
      .from(routes)
      .innerJoin(stores, eq(stores.id, routes.startStoreId))
      .where(eq(routes.id, routeId));
    origin = depot ? { ...next, latitude: depot.latitude, longitude: depot.longitude } : next;
  }
  const minutes = Math.round((distanceKm(origin, next) / CITY_SPEED_KMH) * 60);
  const contact = await siteContact(ctx.db, next.siteId);
  if (!contact) return;
  const settings = await readOrganisation(ctx.db);
  const eta = clockIn(new Date(Date.now() + minutes * 60_000), settings?.timeZone ?? 'America/Mexico_City');
  await queueMail(ctx.db, {
    to: contact.email,
    mail: truckOnWayMail(contact.locale, {
      name: contact.name,
      number: next.number,
      site: next.siteName,
      eta,
    }),
    dedupeKey,
  });
}

/** The waste was collected: the site's contact gets the news with the manifest's PDF, if there is one. */
export async function notifyCollected(
  ctx: ServiceContext,
  order: { id: string; number: string; companyId: string; siteId: string },
  manifest: { id: string; folio: string } | null,
  kg: number,
  dedupeKey?: string,
) {
  if (!(await noticesOf(ctx.db, order.companyId)).collected) return;
  const contact = await siteContact(ctx.db, order.siteId);
  if (!contact) return;
  const [site] = await ctx.db.select({ name: sites.name }).from(sites).where(eq(sites.id, order.siteId));
  await queueMail(ctx.db, {
    to: contact.email,
    mail: orderCollectedMail(contact.locale, {
      name: contact.name,
      number: order.number,
      site: site?.name ?? '',
      kg: String(kg),
      folio: manifest?.folio ?? '',
    }),
    attach: manifest ? [{ kind: 'manifest', id: manifest.id }] : undefined,
    dedupeKey,
  });
}
