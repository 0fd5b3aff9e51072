import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { manifests } from '../db/schema/manifests.ts';
import { orders } from '../db/schema/orders.ts';
import { sites } from '../db/schema/sites.ts';
import { systemContext } from '../lib/context.ts';
import { createManifestFor } from '../modules/manifests/manifests.service.ts';

/** The manifest status that goes with an order's: collected waste travels, received waste is received. */
const STATUS = { collected: 'in_transit', received: 'received', closed: 'closed' } as const;

/**
 * The demo's collected orders get their manifests, as a collection would have made them, with the
 * names of who handed over (the site's contact) and who received; the demo draws no signatures, and
 * the PDF says so.
 */
export async function seedManifests(db: Db) {
  const ctx = systemContext(db);
  const done = await db
    .select({
      id: orders.id,
      status: orders.status,
      collectedOn: orders.collectedOn,
      contact: sites.contactName,
    })
    .from(orders)
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .where(isNotNull(orders.collectedOn))
    .orderBy(asc(orders.collectedOn), asc(orders.number));
  for (const order of done) {
    if (!(order.status in STATUS)) continue;
    const id = await createManifestFor(ctx, order.id, order.collectedOn!);
    if (!id) continue;
    const status = STATUS[order.status as keyof typeof STATUS];
    const at = new Date(`${order.collectedOn}T16:00:00Z`);
    await db
      .update(manifests)
      .set({
        status,
        generatorSigner: order.contact,
        generatorSignedAt: at,
        transporterSignedAt: at,
        ...(status === 'in_transit' ? {} : { receiverName: 'Ing. Marco Ruiz', receivedAt: at }),
      })
      .where(eq(manifests.id, id));
  }
}
