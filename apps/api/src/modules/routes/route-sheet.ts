import { fieldLabel } from '@recolecta/shared/labels';
import type { Locale } from '@recolecta/shared/locales';
import type { Route } from '@recolecta/shared/routes';
import PDFDocument from 'pdfkit';
import { PdfPen } from '../../lib/pdf-text.ts';
import { drawQr } from '../../lib/qr-pdf.ts';

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;

/**
 * The driver's printable sheet of a route (A4): the route's number as a QR code and in type, its day,
 * driver, vehicle, departure and stores, then each stop in order with its planned times, site and
 * address, window, contact and items. Stops flow onto further pages as needed.
 */
export function routeSheetPdf(route: Route, locale: Locale): Promise<Buffer> {
  const label = (field: string) => fieldLabel('routes', field, locale);
  const order = (field: string) => fieldLabel('orders', field, locale);
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

  route.stops.forEach((stop, n) => {
    if (doc.y > 760) doc.addPage();
    const top = doc.y;
    pen
      .bold(11)
      .text(
        `${n + 1}. ${stop.arrival}–${stop.departure}   ${stop.orderNumber}   ${stop.siteName}`,
        MARGIN,
        top,
        {
          width: WIDTH,
        },
      );
    doc.fillColor('#222222');
    pen.regular(9).text(stop.address, { width: WIDTH });
    const window = stop.windowStart && stop.windowEnd ? `${stop.windowStart}–${stop.windowEnd}` : '—';
    const contact = [stop.contactName, stop.contactPhone].filter(Boolean).join(' · ') || '—';
    pen.text(`${order('window')}: ${window}    ${contact}`, { width: WIDTH });
    pen.text(`${order('items')}: ${stop.items}    ${order('estimatedKg')}: ${stop.estimatedKg}`, {
      width: WIDTH,
    });
    doc.fillColor('#000000').moveDown(0.3);
    doc
      .save()
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .stroke()
      .restore();
    doc.moveDown(0.5);
  });
  doc.end();
  return done;
}
