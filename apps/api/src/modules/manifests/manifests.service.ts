import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import type { Locale } from '@recolecta/shared/locales';
import {
  formatManifestFolio,
  MANIFEST_CATEGORIES,
  type Manifest,
  type ManifestCategory,
  type ManifestLine,
  manifestCategoryOf,
  manifestLifecycle,
  type manifestListQuerySchema,
  RECEPTION_TOLERANCE,
} from '@recolecta/shared/manifests';
import { HAZARDOUS_CATEGORIES } from '@recolecta/shared/wastes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type ManifestParties, manifests } from '../../db/schema/manifests.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorOf, getting, recordChange, rowOr404, type ServiceContext } from '../../lib/context.ts';
import { nextNumber } from '../../lib/counters.ts';
import type { ExportColumn } from '../../lib/export.ts';
import { invalidFields } from '../../lib/field-errors.ts';
import { pdfImage } from '../../lib/images.ts';
import { listing } from '../../lib/listing.ts';
import type { Scope } from '../../lib/principal.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import { lifecycleService, systemTransition } from '../../lib/transitions.ts';
import { findEvidence } from '../field-records/field-records.repository.ts';
import type { MailAttachment } from '../mail/mailer.ts';
import type { OrganisationRow } from '../settings/settings.repository.ts';
import { organisationIdentity } from '../settings/settings.service.ts';
import { type ManifestImage, manifestPdf } from './manifest-pdf.ts';
import {
  destinationStore,
  findManifest,
  insertManifest,
  listManifests,
  type ManifestFilter,
  type ManifestRow,
  manifestBatch,
  manifestItems,
  manifestOfOrder,
  partyFacts,
  setManifestFacts,
} from './manifests.repository.ts';

type ListQuery = z.output<typeof manifestListQuerySchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const round = (n: number) => Math.round(n * 1000) / 1000;

export function toManifest(row: ManifestRow): Manifest {
  const { generator, transporter, destination } = row.parties;
  const totalKg = round(row.lines.reduce((sum, l) => sum + l.kg, 0));
  const received = row.lines.every((l) => l.receivedKg !== null)
    ? round(row.lines.reduce((sum, l) => sum + (l.receivedKg ?? 0), 0))
    : null;
  return withRecordMeta(row, {
    folio: row.folio,
    status: row.status,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    companyId: row.companyId,
    routeId: row.routeId,
    routeNumber: row.routeNumber,
    collectedOn: row.collectedOn,
    generator,
    transporter,
    destination,
    lines: row.lines,
    totalKg,
    receivedKg: received,
    instructions: row.instructions,
    generatorSigner: row.generatorSigner,
    generatorSignedAt: iso(row.generatorSignedAt),
    transporterSignedAt: iso(row.transporterSignedAt),
    receiverName: row.receiverName,
    receivedAt: iso(row.receivedAt),
    flagged: row.flagged,
    notes: row.notes,
  });
}

type ItemFacts = Awaited<ReturnType<typeof manifestItems>>[number];

/** The form's waste table: one line per RPBI category the order holds, in the form's order. */
function linesOf(items: ItemFacts[]): ManifestLine[] {
  const byCategory = new Map<ManifestCategory, ItemFacts[]>();
  for (const item of items.filter((i) => HAZARDOUS_CATEGORIES.has(i.category))) {
    const category = manifestCategoryOf(item.classCode);
    byCategory.set(category, [...(byCategory.get(category) ?? []), item]);
  }
  return MANIFEST_CATEGORIES.flatMap((category) => {
    const own = byCategory.get(category);
    if (!own) return [];
    const containers = [...new Set(own.map((i) => i.containerName))].join(', ');
    const sum = (f: (i: ItemFacts) => number | null) =>
      own.every((i) => f(i) !== null) ? round(own.reduce((s, i) => s + (f(i) ?? 0), 0)) : null;
    return [
      {
        category,
        containers,
        capacityL: Math.max(...own.map((i) => i.capacityL)),
        quantity: own.reduce((s, i) => s + i.containerCount, 0),
        unit: 'kg' as const,
        kg: sum((i) => i.actualKg ?? i.estimatedKg) ?? 0,
        receivedKg: sum((i) => i.receivedKg),
      },
    ];
  });
}

/**
 * The manifest of a collected order, made in the collection's transaction when the order carries
 * hazardous waste (none otherwise, or if it has one already): parties copied as they stand, waste
 * lines from the weighed items, a folio of the collection's year.
 */
export async function createManifestFor(ctx: ServiceContext, orderId: string, collectedOn: string) {
  const existing = await manifestOfOrder(ctx.db, ctx.scope, orderId);
  if (existing) return existing.id;
  const lines = linesOf(await manifestItems(ctx.db, orderId));
  if (lines.length === 0) return null;
  const { order, route, organisation } = await partyFacts(ctx.db, ctx.scope, orderId);
  if (!order) return null;
  const store = await destinationStore(ctx.db, route?.endStoreId);
  const year = Number(collectedOn.slice(0, 4));
  const folio = formatManifestFolio(year, await nextNumber(ctx.db, 'manifest', year));
  const interior = order.interiorNumber ? ` int. ${order.interiorNumber}` : '';
  const { id } = await insertManifest(ctx.db, ctx.scope, {
    folio,
    orderId,
    companyId: order.companyId,
    routeId: route?.id ?? null,
    storeId: store?.id ?? null,
    collectedOn,
    parties: {
      generator: {
        nra: order.nra,
        name: order.legalName,
        siteName: order.siteName,
        address: `${order.street} ${order.exteriorNumber}${interior}, ${order.neighbourhood}`,
        municipality: order.city,
        postalCode: order.postalCode,
        state: order.state,
        phone: order.sitePhone ?? order.companyPhone,
      },
      transporter: {
        name: organisation?.name ?? '',
        address: organisation?.address ?? '',
        phone: organisation?.phone ?? null,
        authorisation: organisation?.transportAuthorisation ?? null,
        sctRegistration: organisation?.sctRegistration ?? null,
        driverName: route?.driverName ?? '',
        vehicleType: route?.vehicleType ?? '',
        vehiclePlate: route?.vehiclePlate ?? '',
      },
      destination: {
        storeId: store?.id ?? null,
        name: store?.name ?? '',
        address: store?.address ?? '',
        phone: store?.phone ?? null,
        authorisation: store?.authorisation ?? null,
      },
    },
    lines,
    instructions: order.instructions,
    createdBy: actorOf(ctx),
  });
  await recordChange(ctx, {
    action: 'manifest.create',
    entity: 'manifest',
    entityId: id,
    after: { folio, orderId, lines },
    companyId: order.companyId,
  });
  return id;
}

const move = (ctx: ServiceContext, id: string, companyId: string, name: string) =>
  systemTransition(ctx.db, {
    lifecycle: manifestLifecycle,
    table: manifests,
    id,
    name,
    actorId: actorOf(ctx),
    companyId,
    ip: ctx.ip || null,
  });

/**
 * The signatures at the stop: the generator's (who handed the waste over), then the driver's as
 * transporter when the driver signed the day's start; the manifest is then in transit.
 */
export async function signAtStop(
  ctx: ServiceContext,
  manifestId: string,
  signatures: { generatorName: string; generatorSignatureId: string; driverSignatureId: string | null },
) {
  const row = (await findManifest(ctx.db, null, manifestId))!;
  const now = new Date();
  await setManifestFacts(ctx.db, ctx.scope, manifestId, {
    generatorSigner: signatures.generatorName,
    generatorSignatureId: signatures.generatorSignatureId,
    generatorSignedAt: now,
  });
  await move(ctx, manifestId, row.companyId, 'sign_generator');
  if (signatures.driverSignatureId) {
    await setManifestFacts(ctx.db, ctx.scope, manifestId, {
      transporterSignatureId: signatures.driverSignatureId,
      transporterSignedAt: now,
    });
    await move(ctx, manifestId, row.companyId, 'ship');
  }
}

/**
 * The reception at the store: the weighed kg per category, who received it and their signature (the
 * third), and a flag when received and collected kg differ by more than `RECEPTION_TOLERANCE`. Only a
 * manifest in transit is received; one still missing a signature stays where it is.
 */
export async function receiveManifest(
  ctx: ServiceContext,
  orderId: string,
  reception: { receiverName: string | null; signatureId: string | null },
) {
  const row = await manifestOfOrder(ctx.db, ctx.scope, orderId);
  if (row?.status !== 'in_transit') return;
  if (!reception.receiverName || !reception.signatureId) {
    throw invalidFields([{ path: 'input.signature', message: 'validation.receiverSignatureRequired' }]);
  }
  const weighed = linesOf(await manifestItems(ctx.db, orderId));
  const lines = row.lines.map((line) => ({
    ...line,
    receivedKg: weighed.find((w) => w.category === line.category)?.receivedKg ?? null,
  }));
  const collected = lines.reduce((s, l) => s + l.kg, 0);
  const received = lines.reduce((s, l) => s + (l.receivedKg ?? 0), 0);
  const flagged =
    collected === 0 ? received > 0 : Math.abs(received - collected) / collected > RECEPTION_TOLERANCE;
  await setManifestFacts(ctx.db, ctx.scope, row.id, {
    lines,
    receiverName: reception.receiverName,
    receiverSignatureId: reception.signatureId,
    receivedAt: new Date(),
    flagged,
  });
  await move(ctx, row.id, row.companyId, 'receive');
}

const getRow = rowOr404(findManifest);

const filterOf = (query: ListQuery): ManifestFilter => ({
  q: query.q,
  status: query.status,
  companyId: query.companyId,
  storeId: query.storeId,
  from: query.from,
  to: query.to,
  flagged: query.flagged,
});

const exportColumns = (ctx: ServiceContext): ExportColumn<ManifestRow>[] => {
  const label = (field: string) => fieldLabel('manifests', field, ctx.locale);
  const m = (r: ManifestRow) => toManifest(r);
  return [
    { header: label('folio'), value: (r) => r.folio },
    { header: label('status'), value: (r) => valueLabel('manifestStatus', r.status, ctx.locale) },
    { header: label('collectedOn'), value: (r) => r.collectedOn },
    { header: label('orderNumber'), value: (r) => r.orderNumber },
    { header: label('companyName'), value: (r) => r.parties.generator.name },
    { header: label('routeNumber'), value: (r) => r.routeNumber },
    { header: label('destination'), value: (r) => r.parties.destination.name },
    ...MANIFEST_CATEGORIES.map((category) => ({
      header: `${valueLabel('manifestCategory', category, ctx.locale)} (kg)`,
      value: (r: ManifestRow) => r.lines.find((l) => l.category === category)?.kg ?? null,
    })),
    { header: label('totalKg'), value: (r) => m(r).totalKg },
    { header: label('receivedKg'), value: (r) => m(r).receivedKg },
    { header: label('flagged'), value: (r) => valueLabel('boolean', r.flagged, ctx.locale) },
  ];
};

/**
 * What closing a manifest does beyond it: close its order, in the same transaction. The orders module
 * owns the order's lifecycle and builds on this one (a collection makes the manifest), so this module
 * does not import it: the app hands the step in where it composes the routes (app.ts).
 */
export interface ManifestEffects {
  closeOrder(
    db: Db,
    scope: Scope,
    order: { id: string; companyId: string },
    by: { actorId: string | null; ip: string | null },
  ): Promise<unknown>;
}

/** Closing a received manifest closes its order; a flagged one needs the reason the difference was accepted. */
const afterTransition =
  (effects: ManifestEffects) =>
  async (
    ctx: ServiceContext,
    name: string,
    before: ManifestRow,
    _after: ManifestRow,
    body: { reason: string | null },
  ) => {
    if (name !== 'close') return;
    if (before.flagged && !body.reason) {
      throw invalidFields([{ path: 'reason', message: 'validation.flaggedNeedsReason' }]);
    }
    if (body.reason) await setManifestFacts(ctx.db, ctx.scope, before.id, { notes: body.reason });
    await effects.closeOrder(
      ctx.db,
      ctx.scope,
      { id: before.orderId, companyId: before.companyId },
      { actorId: actorOf(ctx), ip: ctx.ip || null },
    );
  };

/**
 * The manifests register: staff see every one, a company's users their own. Made by the collection,
 * signed along the way; people only close them.
 */
export function manifestsService(
  effects: ManifestEffects,
): ResourceService<Manifest, ListQuery, never, never, ManifestRow> {
  return {
    entity: 'manifest',

    ...listing({ filterOf, page: listManifests, batch: manifestBatch, toItem: toManifest, exportColumns }),

    ...getting(getRow, toManifest),

    ...lifecycleService({
      lifecycle: manifestLifecycle,
      table: manifests,
      getRow,
      toItem: async (row: ManifestRow, ctx: ServiceContext) => toManifest(await getRow(ctx, row.id)),
      companyOf: (row) => row.companyId,
      carry: (updated, before) => ({ ...before, ...updated }),
      labels: 'manifests',
      after: afterTransition(effects),
    }),
  };
}

/**
 * The transporter as printed: the copy made with the manifest, its blanks (a manifest made before the
 * operator gave the organisation's identity) taken from the identity now. What was copied stays.
 */
function printedTransporter(copy: ManifestParties['transporter'], organisation: OrganisationRow) {
  return {
    ...copy,
    name: copy.name || organisation.name,
    address: copy.address || (organisation.address ?? ''),
    phone: copy.phone || organisation.phone,
    authorisation: copy.authorisation || organisation.transportAuthorisation,
    sctRegistration: copy.sctRegistration || organisation.sctRegistration,
  };
}

/**
 * A manifest's PDF with its signatures; the caller has already been allowed to see the manifest.
 * None is made while the organisation's identity is incomplete (409 `ORGANISATION_INCOMPLETE`).
 * Each signature passes through `pdfImage` first: one sharp cannot read (kept before images were
 * checked) is drawn as a note saying so, and pdfkit never sees its bytes.
 */
export async function renderManifestPdf(db: Db, id: string, locale: Locale = 'es') {
  const row = await findManifest(db, null, id);
  if (!row) throw notFound();
  const organisation = await organisationIdentity(db, locale);
  const image = async (fileId: string | null): Promise<ManifestImage> => {
    const file = fileId ? await findEvidence(db, null, fileId) : undefined;
    if (!file) return null;
    return (await pdfImage(file.data)) ?? 'unreadable';
  };
  const [generator, transporter, receiver] = await Promise.all([
    image(row.generatorSignatureId),
    image(row.transporterSignatureId),
    image(row.receiverSignatureId),
  ]);
  const printed = {
    ...row,
    parties: { ...row.parties, transporter: printedTransporter(row.parties.transporter, organisation) },
  };
  return {
    folio: row.folio,
    pdf: await manifestPdf(toManifest(printed), { generator, transporter, receiver }),
  };
}

/**
 * A manifest's PDF as an e-mail attachment (the `manifest` kind of `queueMail`'s `attach`), rendered
 * when the e-mail is sent; none while the organisation's identity is incomplete (the e-mail goes
 * without it, and the manifest prints from its page once the identity is given).
 */
export async function manifestAttachment(db: Db, id: string): Promise<MailAttachment | null> {
  try {
    const { folio, pdf } = await renderManifestPdf(db, id);
    return { filename: `${folio}.pdf`, content: pdf, contentType: 'application/pdf' };
  } catch (error) {
    if (error instanceof AppError && error.code === 'ORGANISATION_INCOMPLETE') return null;
    throw error;
  }
}
