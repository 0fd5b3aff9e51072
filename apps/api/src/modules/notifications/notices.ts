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

/** The owners' read models this module joins (docs/architecture.md, "Every table has one owner"). */
const orderHeads = orderFacts('order_heads');
const routeHeads = routeFacts('route_heads');
const routeStopList = routeStopOrders('route_stop_list');
const companies = companyContacts();
const siteAddresses = sitePlaces('site_addresses');
const storeAddresses = storePlaces('store_addresses');
const stopProgress = stopArrivals('stop_progress');

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
      email: siteAddresses.contactEmail,
      name: siteAddresses.contactName,
      locale: siteAddresses.contactLocale,
      companyEmail: companies.email,
      companyContact: companies.contactName,
    })
    .from(siteAddresses)
    .innerJoin(companies, eq(companies.id, siteAddresses.companyId))
    .where(eq(siteAddresses.id, siteId));
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
      orderId: orderHeads.id,
      number: orderHeads.number,
      status: orderHeads.status,
      companyId: orderHeads.companyId,
      siteId: orderHeads.siteId,
      siteName: siteAddresses.name,
      latitude: siteAddresses.latitude,
      longitude: siteAddresses.longitude,
      finished: sql<boolean>`${stopProgress.finishedAt} is not null`,
    })
    .from(routeStopList)
    .innerJoin(orderHeads, eq(orderHeads.id, routeStopList.orderId))
    .innerJoin(siteAddresses, eq(siteAddresses.id, orderHeads.siteId))
    .leftJoin(stopProgress, eq(stopProgress.orderId, orderHeads.id))
    .where(eq(routeStopList.routeId, routeId))
    .orderBy(asc(routeStopList.position));
  const start = from === 'depot' ? -1 : stops.findIndex((s) => s.orderId === from);
  const next = stops
    .slice(start + 1)
    .find((s) => !s.finished && (s.status === 'scheduled' || s.status === 'in_progress'));
  if (!next) return;
  if (!(await noticesOf(ctx.db, next.companyId)).onWay) return;
  let origin = start >= 0 ? stops[start] : undefined;
  if (!origin) {
    const [depot] = await ctx.db
      .select({ latitude: storeAddresses.latitude, longitude: storeAddresses.longitude })
      .from(routeHeads)
      .innerJoin(storeAddresses, eq(storeAddresses.id, routeHeads.startStoreId))
      .where(eq(routeHeads.id, routeId));
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
  const [site] = await ctx.db
    .select({ name: siteAddresses.name })
    .from(siteAddresses)
    .where(eq(siteAddresses.id, order.siteId));
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
