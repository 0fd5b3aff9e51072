import { valueLabel } from '@recolecta/shared/labels';
import { MANIFEST_CATEGORIES, type Manifest } from '@recolecta/shared/manifests';
import PDFDocument from 'pdfkit';
import { PdfPen } from '../../lib/pdf-text.ts';
import { drawQr } from '../../lib/qr-pdf.ts';

const MARGIN = 36;
const PAGE_WIDTH = 595.28;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** A signature ready for pdfkit (see `pdfImage`), none, or one kept that cannot be read. */
export type ManifestImage = Buffer | null | 'unreadable';

export interface ManifestImages {
  generator: ManifestImage;
  transporter: ManifestImage;
  receiver: ManifestImage;
}

const dateOf = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('es-MX', {
        timeZone: 'America/Mexico_City',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(iso))
    : '';

/**
 * The manifest as a PDF laid out like the SEMARNAT form (*manifiesto de entrega, transporte y
 * recepción*), in Spanish, on one A4 page: the generator's section with the waste table per RPBI
 * category, the transporter's and the destination's, each with its signature as an image.
 */
export function manifestPdf(m: Manifest, images: ManifestImages): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Manifiesto ${m.folio}`, Creator: 'Recolecta' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const pen = new PdfPen(doc, 'es');

  drawQr(doc, m.folio, MARGIN + WIDTH - 56, MARGIN, 56);
  pen
    .bold(11)
    .text('MANIFIESTO DE ENTREGA, TRANSPORTE Y RECEPCIÓN', MARGIN, MARGIN, { width: WIDTH - 64 })
    .size(9)
    .text('RESIDUOS PELIGROSOS BIOLÓGICO-INFECCIOSOS (NOM-087-SEMARNAT-SSA1-2002)', { width: WIDTH - 64 });
  pen.regular(8).text(`No. de manifiesto: ${m.folio}    Página 1 de 1    Pedido: ${m.orderNumber}`, {
    width: WIDTH - 64,
  });
  doc.y = Math.max(doc.y, MARGIN + 60);

  const box = (title: string, draw: () => void) => {
    const top = doc.y;
    doc.fillColor('#000000');
    pen.bold(8.5).text(title, MARGIN + 4, top + 4);
    pen.regular(8);
    draw();
    const bottom = doc.y + 4;
    doc
      .rect(MARGIN, top, WIDTH, bottom - top)
      .lineWidth(0.6)
      .stroke();
    doc.y = bottom + 6;
  };
  const row = (pairs: [string, string | null | undefined][], columns = pairs.length) => {
    const y = doc.y + 2;
    const w = (WIDTH - 8) / columns;
    let height = 0;
    pairs.forEach(([label, value], n) => {
      const x = MARGIN + 4 + (n % columns) * w;
      pen.bold(6.5).text(label, x, y, { width: w - 4 });
      pen.regular(8).text(value || '—', x, doc.y, { width: w - 4 });
      height = Math.max(height, doc.y - y);
    });
    doc.y = y + height;
  };
  const signature = (label: string, name: string | null, when: string | null, image: ManifestImage) => {
    const y = doc.y + 4;
    pen.bold(6.5).text(label, MARGIN + 4, y, { width: 200 });
    pen.regular(8).text(name || '—', MARGIN + 4, doc.y, { width: 200 });
    if (when) pen.size(7).text(`Fecha: ${when}`, MARGIN + 4, doc.y, { width: 200 });
    const x = MARGIN + 220;
    doc.rect(x, y, 160, 44).lineWidth(0.3).strokeColor('#888888').stroke().strokeColor('#000000');
    if (image === 'unreadable') {
      doc.fontSize(7).text('(firma ilegible)', x + 4, y + 16);
    } else if (image) {
      try {
        doc.image(image, x + 2, y + 2, { fit: [156, 40], align: 'center', valign: 'center' });
      } catch {
        doc.fontSize(7).text('(firma ilegible)', x + 4, y + 16);
      }
    } else {
      doc.fontSize(7).text('Sin firma', x + 4, y + 16);
    }
    pen.size(6.5).text('Firma', x, y + 46, { width: 160, align: 'center' });
    doc.y = y + 56;
  };

  const g = m.generator;
  box('1. GENERADOR', () => {
    row([
      ['Núm. de registro ambiental (NRA)', g.nra],
      ['Razón social', g.name],
      ['Establecimiento', g.siteName],
    ]);
    row([
      ['Domicilio', g.address],
      ['Municipio o alcaldía', g.municipality],
      ['C.P.', g.postalCode],
      ['Estado', g.state],
      ['Teléfono', g.phone],
    ]);
  });

  box('2. RESIDUOS', () => {
    const cols = [150, 150, 60, 60, 50, 53];
    const heads = ['Tipo de residuo (RPBI)', 'Envase', 'Capacidad (L)', 'Cantidad', 'Unidad', 'Kg'];
    let y = doc.y + 3;
    let x = MARGIN + 4;
    pen.bold(7);
    heads.forEach((h, n) => {
      pen.text(h, x, y, { width: cols[n]! - 4 });
      x += cols[n]!;
    });
    y += 12;
    pen.regular(8);
    for (const category of MANIFEST_CATEGORIES) {
      const line = m.lines.find((l) => l.category === category);
      const cells = [
        valueLabel('manifestCategory', category, 'es'),
        line?.containers ?? '—',
        line ? String(line.capacityL) : '—',
        line ? String(line.quantity) : '—',
        line ? 'kg' : '—',
        line ? String(line.kg) : '—',
      ];
      x = MARGIN + 4;
      let bottom = y + 12;
      cells.forEach((c, n) => {
        pen.text(c, x, y, { width: cols[n]! - 4 });
        bottom = Math.max(bottom, doc.y + 2);
        x += cols[n]!;
      });
      y = bottom;
    }
    pen.bold().text('Total', MARGIN + 4, y);
    pen.text(String(m.totalKg), MARGIN + 4 + cols.slice(0, 5).reduce((a, b) => a + b, 0), y);
    doc.y = y + 12;
    pen.bold(6.5).text('Instrucciones especiales de manejo', MARGIN + 4, doc.y + 2);
    pen.regular(8).text(m.instructions || '—', MARGIN + 4, doc.y, { width: WIDTH - 8 });
    pen
      .size(7)
      .text(
        'Certificación del generador: declaro que el contenido de este lote está total y correctamente descrito y envasado conforme a la norma.',
        MARGIN + 4,
        doc.y + 4,
        { width: WIDTH - 8 },
      );
    signature('Nombre de quien entrega', m.generatorSigner, dateOf(m.generatorSignedAt), images.generator);
  });

  const t = m.transporter;
  box('3. TRANSPORTISTA', () => {
    row([
      ['Razón social', t.name],
      ['Domicilio', t.address],
      ['Teléfono', t.phone],
    ]);
    row([
      ['Autorización SEMARNAT', t.authorisation],
      ['Registro SCT', t.sctRegistration],
      ['Ruta', m.routeNumber],
      ['Tipo de vehículo', t.vehicleType ? valueLabel('vehicleType', t.vehicleType, 'es') : null],
      ['Placa', t.vehiclePlate],
    ]);
    signature(
      'Recibí los residuos para su transporte',
      t.driverName,
      dateOf(m.transporterSignedAt),
      images.transporter,
    );
  });

  const d = m.destination;
  box('4. DESTINATARIO', () => {
    row([
      ['Razón social', d.name],
      ['Núm. de autorización', d.authorisation],
      ['Domicilio', d.address],
    ]);
    row([
      ['Kg recibidos', m.receivedKg === null ? null : String(m.receivedKg)],
      ['Observaciones', m.flagged ? `Diferencia de peso mayor al 5 %. ${m.notes ?? ''}` : m.notes],
    ]);
    signature('Nombre de quien recibe', m.receiverName, dateOf(m.receivedAt), images.receiver);
  });

  doc.end();
  return done;
}
