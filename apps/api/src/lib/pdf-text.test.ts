import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { todayIn } from '@recolecta/shared/documents';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTenants, createTestContext, type TestContext } from '../../test/helpers.ts';
import { makeCatalog, makeDriver, makeSite, makeStore, makeVehicle } from '../../test/operations.ts';
import { pdfToText as pdfText } from '../../test/pdf.ts';
import { containerTypes } from '../db/schema/containers.ts';
import { manifests } from '../db/schema/manifests.ts';
import { orderItems, orders } from '../db/schema/orders.ts';
import { routeStops, routes } from '../db/schema/routes.ts';
import { PdfPen } from './pdf-text.ts';

/**
 * Every PDF prints what people type in any script: Spanish accents, simplified and traditional
 * Chinese, Japanese kana and kanji, Korean and emoji come back out of the PDF as they went in
 * (pdftotext reads the embedded fonts' character maps), over real HTTP.
 */

const SPANISH = 'Clínica Señor Niño';
const SIMPLIFIED = '北京协和医院';
const TRADITIONAL = '臺灣國立醫院';
const JAPANESE = '東京都渋谷区のセンター';
const KOREAN = '서울대학교병원';
const EMOJI = '🚚';
/** A container type's name, short enough for one line of a label. */
const LABEL = `センター東京 ${EMOJI}`;
const today = todayIn();
const tag = () => randomUUID().slice(0, 8).toUpperCase();

describe('PDFs in every script', () => {
  let ctx: TestContext;
  let base: string;
  let token: string;
  let orderId: string;
  let routeId: string;
  let containerTypeId: string;
  let siteId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/v1`;
    const tenants = await createTenants(ctx);
    token = tenants.admin.token;
    const company = await createCompany(ctx, { legalName: `${SIMPLIFIED} ${EMOJI}` });
    const catalog = await makeCatalog(ctx);
    containerTypeId = catalog.box.id;
    await ctx.app.db
      .update(containerTypes)
      .set({ name: LABEL, reusable: true })
      .where(eq(containerTypes.id, containerTypeId));
    const site = await makeSite(ctx, company.id, {
      name: `${JAPANESE} ${EMOJI}`,
      street: TRADITIONAL,
      contactName: KOREAN,
    });
    const [order] = await ctx.app.db
      .insert(orders)
      .values({
        number: `ORD-T-${tag()}`,
        companyId: company.id,
        siteId: site.id,
        requestedDate: today,
        collectedOn: today,
        status: 'collected',
        windowStart: '08:00',
        windowEnd: '12:00',
      })
      .returning();
    orderId = order!.id;
    siteId = site.id;
    await ctx.app.db.insert(orderItems).values({
      orderId,
      position: 0,
      wasteId: catalog.sharps.id,
      containerTypeId,
      containerCount: 1,
      estimatedKg: 5,
      actualKg: 5,
    });
    const store = await makeStore(ctx);
    const [route] = await ctx.app.db
      .insert(routes)
      .values({
        number: `RUT-T-${tag()}`,
        date: today,
        driverId: (await makeDriver(ctx, { firstName: SPANISH, lastName: EMOJI })).id,
        vehicleId: (await makeVehicle(ctx)).id,
        startStoreId: store.id,
        endStoreId: store.id,
      })
      .returning();
    routeId = route!.id;
    await ctx.app.db.insert(routeStops).values({ routeId, position: 0, orderId });
  });
  afterAll(() => ctx.close());

  const get = async (url: string) => {
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    return pdfText(Buffer.from(await res.arrayBuffer()));
  };

  it('prints the manifest', async () => {
    const [manifest] = await ctx.app.db
      .insert(manifests)
      .values({
        folio: `MAN-T-${tag()}`,
        orderId,
        companyId: (await ctx.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.companyId,
        collectedOn: today,
        parties: {
          generator: {
            nra: null,
            name: `${SIMPLIFIED} ${EMOJI}`,
            siteName: JAPANESE,
            address: TRADITIONAL,
            municipality: KOREAN,
            postalCode: '06000',
            state: SPANISH,
            phone: null,
          },
          transporter: {
            name: SPANISH,
            address: 'Av. Reforma 1',
            phone: null,
            authorisation: null,
            sctRegistration: null,
            driverName: `${JAPANESE} ${EMOJI}`,
            vehicleType: 'box_truck',
            vehiclePlate: 'ABC-123',
          },
          destination: { storeId: null, name: KOREAN, address: SIMPLIFIED, phone: null, authorisation: null },
        },
        lines: [],
        instructions: `${SPANISH} ${SIMPLIFIED} ${JAPANESE} ${EMOJI}`,
      })
      .returning();
    const text = await get(`/manifests/${manifest!.id}/manifest.pdf`);
    for (const expected of [
      'MANIFIESTO DE ENTREGA, TRANSPORTE Y RECEPCIÓN',
      `${SIMPLIFIED} ${EMOJI}`,
      JAPANESE,
      TRADITIONAL,
      KOREAN,
      `${SPANISH} ${SIMPLIFIED} ${JAPANESE} ${EMOJI}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints the route sheet', async () => {
    const text = await get(`/routes/${routeId}/sheet.pdf`);
    for (const expected of [`${JAPANESE} ${EMOJI}`, TRADITIONAL, KOREAN, `${SPANISH} ${EMOJI}`]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a report', async () => {
    const text = await get(`/reports/kg?groupBy=client&from=${today}&to=${today}&format=pdf`);
    expect(text).toContain(`${SIMPLIFIED} ${EMOJI}`);
  });

  it('prints the labels', async () => {
    const created = await fetch(`${base}/assets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        serial: `RPBI-T-${tag()}`,
        containerTypeId,
        place: { kind: 'site', id: siteId },
      }),
    });
    const asset = (await created.json()) as { data?: { id: string; serial: string } };
    expect(created.status, JSON.stringify(asset)).toBe(201);
    const text = await get(`/assets/labels.pdf?ids=${asset.data!.id}`);
    expect(text).toContain(asset.data!.serial);
    // The label's type line ("code · name") wraps in its narrow column.
    expect(text.replace(/\s+/g, '')).toContain(LABEL.replace(/\s+/g, ''));
  });
});

/** A one-page document drawn by `draw`, uncompressed, and the pen's document's y after it. */
async function render(draw: (pen: PdfPen, doc: PDFKit.PDFDocument) => void) {
  const doc = new PDFDocument({ size: 'A4', margin: 36, compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(new PdfPen(doc, 'es'), doc);
  const y = doc.y;
  doc.end();
  return { pdf: await done, y };
}
const pageContent = (pdf: Buffer) => /stream\n([\s\S]*?)endstream/.exec(pdf.toString('latin1'))![1];

describe('PdfPen', () => {
  it('hands a text Helvetica prints to pdfkit unchanged', async () => {
    const text = 'Razón social: Clínica Peñasco — “Señor” Niño, 25 €; a long line that wraps in its column.';
    const byPen = await render((pen) => pen.bold(9).text(text, 40, 60, { width: 120 }).regular(7).text(text));
    const byDoc = await render((_, doc) =>
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(text, 40, 60, { width: 120 })
        .font('Helvetica')
        .fontSize(7)
        .text(text),
    );
    expect(pageContent(byPen.pdf)).toBe(pageContent(byDoc.pdf));
    expect(byPen.y).toBe(byDoc.y);
  });

  it('wraps other scripts in the width, on the lines pdfkit would give Helvetica', async () => {
    const text = `${SIMPLIFIED}${JAPANESE}${SIMPLIFIED}${JAPANESE}`;
    const { pdf, y } = await render((pen) => pen.regular(10).text(text, 40, 60, { width: 60 }));
    const lines = pdfText(pdf)
      .split('\n')
      .filter((line) => line.trim());
    // 34 characters of 10 pt in 60 pt: six to a line, six lines of Helvetica's height (11.56 pt).
    expect(lines.map((line) => line.trim()).join('')).toBe(text);
    expect(lines).toHaveLength(6);
    expect(y).toBeCloseTo(60 + 6 * 11.562, 1);
  });

  it('prints a character no font has as U+FFFD, and keeps emoji sequences whole', async () => {
    const { pdf } = await render((pen) => pen.regular(10).text(`a\u{10FFFD}b ❤️ 👍🏽`, 40, 60));
    const text = pdfText(pdf).trim();
    expect(text.startsWith('a\uFFFDb')).toBe(true);
    expect(text).toContain('❤');
    expect(text).toContain('👍');
  });
});
