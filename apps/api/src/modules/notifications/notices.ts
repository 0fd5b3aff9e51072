import type { Locale } from '@recolecta/shared/locales';
import { CITY_SPEED_KMH, distanceKm } from '@recolecta/shared/routes';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyContacts } from '../../db/read-models/companies.ts';
import { stopArrivals } from '../../db/read-models/driver-day.ts';
import { orderFacts } from '../../db/read-models/orders.ts';
import { routeFacts, routeStopOrders } from '../../db/read-models/routes.ts';
import { sitePlaces } from '../../db/read-models/sites.ts';
import { storePlaces } from '../../db/read-models/stores.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { queueMail } from '../mail/outbox.ts';
import { readOrganisation } from '../settings/settings.repository.ts';
import { orderCollectedMail, truckOnWayMail } from './notifications.mail.ts';

/**
 * What the notices read of other modules' tables, through their owners' read models (docs/architecture.md,
 * "Every table has one owner"): the company's contact and switches, the site, the route's stops and
 * how far each got, the depot.
 */
const companies = companyContacts();
const sites = sitePlaces();
const routeStops = routeStopOrders();
const stopOrders = orderFacts();
const progress = stopArrivals();
const routeStarts = routeFacts();
const depots = storePlaces();

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
      orderId: stopOrders.id,
      number: stopOrders.number,
      status: stopOrders.status,
      companyId: stopOrders.companyId,
      siteId: stopOrders.siteId,
      siteName: sites.name,
      latitude: sites.latitude,
      longitude: sites.longitude,
      finished: sql<boolean>`${progress.finishedAt} is not null`,
    })
    .from(routeStops)
    .innerJoin(stopOrders, eq(stopOrders.id, routeStops.orderId))
    .innerJoin(sites, eq(sites.id, stopOrders.siteId))
    .leftJoin(progress, eq(progress.orderId, stopOrders.id))
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
      .select({ latitude: depots.latitude, longitude: depots.longitude })
      .from(routeStarts)
      .innerJoin(depots, eq(depots.id, routeStarts.startStoreId))
      .where(eq(routeStarts.id, routeId));
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
