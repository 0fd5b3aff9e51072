import { fieldLabel } from '@recolecta/shared/labels';
import type { Locale } from '@recolecta/shared/locales';
import type { Route, RouteStop } from '@recolecta/shared/routes';
import PDFDocument from 'pdfkit';
import { PdfPen } from '../../lib/pdf-text.ts';
import { drawQr } from '../../lib/qr-pdf.ts';

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
/** The space left above a signature line, for a hand to sign in. */
const SIGNING_ROOM = 26;
const GUTTER = 24;

type Label = (field: string) => string;

/**
 * The driver's printable sheet of a route (A4): the route's number as a QR code and in type, its day,
 * driver, vehicle, departure and stores, then each stop in order with its planned times, site and
 * address, window, the site's contact, items, the order's notes, and two lines to sign at the stop:
 * the generator's (name and signature) and the driver's. Stops flow onto further pages as needed;
 * a stop's signature lines stay on one page.
 */
export function routeSheetPdf(route: Route, locale: Locale): Promise<Buffer> {
  const label = (field: string) => fieldLabel('routes', field, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: route.number, Creator: 'Recolecta' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const pen = new PdfPen(doc, locale);

  drawQr(doc, route.number, MARGIN + WIDTH - 90, MARGIN, 90);
  pen.bold(18).text(route.number, MARGIN, MARGIN, { width: WIDTH - 100 });
  pen.regular(10);
  doc.moveDown(0.4);
  const facts = [
    [label('date'), route.date],
    [label('driverName'), route.driverName],
    [label('vehiclePlate'), route.vehiclePlate],
    [label('startTime'), route.startTime],
    [label('startStoreId'), route.startStore.name],
    [label('endStoreId'), route.endStore.name],
    [label('distanceKm'), route.distanceKm === null ? '' : String(route.distanceKm)],
    [label('loadKg'), route.loadKg === null ? '' : String(route.loadKg)],
  ];
  for (const [name, value] of facts) pen.text(`${name}: ${value}`, { width: WIDTH - 100 });
  doc.moveDown(1);

  for (const [n, stop] of route.stops.entries()) drawStop(pen, stop, n, locale);
  doc.end();
  return done;
}

/** Starts a new page unless `height` points fit below the pen. */
function keepRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

function drawStop(pen: PdfPen, stop: RouteStop, n: number, locale: Locale) {
  const { doc } = pen;
  const order: Label = (field) => fieldLabel('orders', field, locale);
  const site: Label = (field) => fieldLabel('companies', field, locale);
  // The head, its facts and the signature lines of a stop without long notes stay together.
  keepRoom(doc, 120);
  pen
    .bold(11)
    .text(
      `${n + 1}. ${stop.arrival}–${stop.departure}   ${stop.orderNumber}   ${stop.siteName}`,
      MARGIN,
      doc.y,
      {
        width: WIDTH,
      },
    );
  doc.fillColor('#222222');
  pen.regular(9).text(stop.address, { width: WIDTH });
  const window = stop.windowStart && stop.windowEnd ? `${stop.windowStart}–${stop.windowEnd}` : '—';
  pen.text(`${order('window')}: ${window}`, { width: WIDTH });
  pen.text(
    `${site('contactName')}: ${stop.contactName || '—'}    ${site('contactPhone')}: ${stop.contactPhone || '—'}`,
    { width: WIDTH },
  );
  pen.text(`${order('items')}: ${stop.items}    ${order('estimatedKg')}: ${stop.estimatedKg}`, {
    width: WIDTH,
  });
  if (stop.notes) pen.text(`${order('notes')}: ${stop.notes}`, { width: WIDTH });
  doc.fillColor('#000000');
  drawSignatureLines(pen, [
    fieldLabel('routes', 'generatorSignature', locale),
    fieldLabel('routes', 'driverSignature', locale),
  ]);
  doc.moveDown(0.3);
  rule(doc, '#bbbbbb');
  doc.moveDown(0.5);
}

/** Side by side, a line to sign on for each signer, named under it. */
function drawSignatureLines(pen: PdfPen, signers: string[]) {
  const { doc } = pen;
  const width = (WIDTH - GUTTER * (signers.length - 1)) / signers.length;
  keepRoom(doc, SIGNING_ROOM + 16);
  const line = doc.y + SIGNING_ROOM;
  signers.forEach((signer, i) => {
    const x = MARGIN + i * (width + GUTTER);
    doc
      .save()
      .lineWidth(0.6)
      .strokeColor('#000000')
      .moveTo(x, line)
      .lineTo(x + width, line)
      .stroke()
      .restore();
    pen.regular(8).text(signer, x, line + 3, { width });
  });
  doc.x = MARGIN;
  pen.regular(9);
}

function rule(doc: PDFKit.PDFDocument, colour: string) {
  doc
    .save()
    .lineWidth(0.3)
    .strokeColor(colour)
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .stroke()
    .restore();
}
