import type { Manifest } from '@recolecta/shared/manifests';
import { loadedSubsets } from '../src/lib/pdf-fonts.ts';
import { manifestPdf } from '../src/modules/manifests/manifest-pdf.ts';
import { reportPdf } from '../src/modules/reports/report-pdf.ts';

/**
 * `npm run bench:pdf`: what printing every script costs. In one fresh process: the first manifest
 * with Chinese, Japanese, Korean and emoji (the fonts' subsets are read then), the same again warm,
 * the same manifest in Spanish only, and a 300-row report in mixed scripts; time, PDF size, memory.
 * Then the worst case for memory: one text with every character of GB 2312, JIS X 0208 and
 * KS X 1001, which reads nearly every CJK subset.
 */
const mb = (n: number) => `${(n / 1048576).toFixed(0)} MB`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

function manifest(mixed: boolean): Manifest {
  const say = (es: string, other: string) => (mixed ? `${es} ${other}` : es);
  return {
    id: '00000000-0000-4000-8000-000000000001',
    version: 1,
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
    createdBy: null,
    archivedAt: null,
    folio: 'MAN-2026-000123',
    status: 'in_transit',
    orderId: '00000000-0000-4000-8000-000000000002',
    orderNumber: 'ORD-2026-000456',
    companyId: '00000000-0000-4000-8000-000000000003',
    routeId: null,
    routeNumber: 'RUT-2026-000078',
    collectedOn: '2026-11-28',
    generator: {
      nra: 'NRA-0001',
      name: say('Clínica Peñasco S.A. de C.V.', '北京协和医院 🏥'),
      siteName: say('Sucursal Centro', '東京都渋谷区のセンター'),
      address: say('Av. Reforma 100, Centro', '臺灣台北市中正區 서울특별시 종로구'),
      municipality: 'Cuauhtémoc',
      postalCode: '06000',
      state: 'Ciudad de México',
      phone: '55 1234 5678',
    },
    transporter: {
      name: 'Recolecta Servicios Ambientales',
      address: 'Calle Norte 5',
      phone: null,
      authorisation: 'SEMARNAT-09-I-123-45',
      sctRegistration: null,
      driverName: say('José Pérez', '山田太郎 🚚'),
      vehicleType: 'box_truck',
      vehiclePlate: 'ABC-123',
    },
    destination: { name: 'Planta Norte', address: 'Km 5', phone: null, authorisation: null, storeId: null },
    lines: [],
    totalKg: 0,
    receivedKg: null,
    instructions: say('Manejar con cuidado', '小心轻放 取扱注意 ⚠️'),
    generatorSigner: say('Ana', '李娜'),
    generatorSignedAt: '2026-11-28T10:00:00.000Z',
    transporterSignedAt: null,
    receiverName: null,
    receivedAt: null,
    flagged: false,
    notes: null,
  } as unknown as Manifest;
}

const NAMES = [
  'Clínica Peñasco',
  '北京协和医院',
  '臺灣大學醫院',
  '東京都渋谷区のセンター',
  '서울대학교병원',
  'Hôpital Saint-Éloi 🏥',
];
const rows = Array.from({ length: 300 }, (_, n) => ({
  name: `${NAMES[n % NAMES.length]} ${n}`,
  kg: n * 1.5,
}));
const report = () =>
  reportPdf({
    organisation: 'Recolecta',
    title: 'Kg recolectados 收集公斤数',
    period: 'Periodo: 2026-11-01 a 2026-11-28',
    filters: null,
    generated: 'Generado 2026-11-28',
    columns: [
      { header: 'Cliente', value: (r: (typeof rows)[number]) => r.name },
      { header: 'Kg', value: (r: (typeof rows)[number]) => r.kg },
    ],
    rows,
    totals: 'Total',
    locale: 'es',
  });

async function timed<T>(label: string, run: () => Promise<T>, size: (t: T) => number) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const out = await run();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const memory = process.memoryUsage();
  console.log(
    `${label.padEnd(44)} ${ms.toFixed(0).padStart(5)} ms (cpu ${((used.user + used.system) / 1000).toFixed(0)} ms)  ${kb(size(out)).padStart(7)}  rss ${mb(memory.rss)}  heap ${mb(memory.heapUsed)}  subsets ${loadedSubsets()}`,
  );
  return out;
}

const bytes = (b: Buffer) => b.length;
console.log(`start: rss ${mb(process.memoryUsage().rss)}`);
await timed(
  'manifest, Spanish only (first)',
  () => manifestPdf(manifest(false), { generator: null, transporter: null, receiver: null }),
  bytes,
);
await timed(
  'manifest, mixed scripts (first: fonts read)',
  () => manifestPdf(manifest(true), { generator: null, transporter: null, receiver: null }),
  bytes,
);
const warm: number[] = [];
const warmCpu: number[] = [];
for (let n = 0; n < 20; n++) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await manifestPdf(manifest(true), { generator: null, transporter: null, receiver: null });
  const used = process.cpuUsage(cpu);
  warm.push(performance.now() - started);
  warmCpu.push((used.user + used.system) / 1000);
}
warm.sort((a, b) => a - b);
warmCpu.sort((a, b) => a - b);
console.log(
  `manifest, mixed scripts (warm, 20 runs)      median ${warm[10]!.toFixed(0)} ms (cpu ${warmCpu[10]!.toFixed(0)} ms), max ${warm[19]!.toFixed(0)} ms`,
);
await timed(
  'manifest, Spanish only (warm)',
  () => manifestPdf(manifest(false), { generator: null, transporter: null, receiver: null }),
  bytes,
);
await timed('report, 300 rows, mixed scripts (first)', report, bytes);
await timed('report, 300 rows, mixed scripts (warm)', report, bytes);

function charset(encoding: string, lead: [number, number], trail: [number, number]) {
  const decoder = new TextDecoder(encoding);
  let out = '';
  for (let a = lead[0]; a <= lead[1]; a++)
    for (let b = trail[0]; b <= trail[1]; b++) {
      const ch = decoder.decode(new Uint8Array([a, b]));
      if (ch.length <= 2 && ch !== '\uFFFD') out += ch;
    }
  return out;
}
const everything = [
  charset('gbk', [0xb0, 0xf7], [0xa1, 0xfe]),
  charset('euc-jp', [0xa4, 0xa5], [0xa1, 0xfe]) + charset('euc-jp', [0xb0, 0xf4], [0xa1, 0xfe]),
  charset('euc-kr', [0xb0, 0xc8], [0xa1, 0xfe]),
].join('');
const worst = () =>
  reportPdf({
    organisation: 'Recolecta',
    title: 'every character',
    period: '',
    filters: null,
    generated: '',
    columns: [{ header: 'text', value: (r: { text: string }) => r.text }],
    rows: Array.from({ length: Math.ceil(everything.length / 2000) }, (_, n) => ({
      text: everything.slice(n * 2000, (n + 1) * 2000),
    })),
    totals: null,
    locale: 'zh',
  });
await timed(`worst case: ${[...everything].length} CJK characters (first)`, worst, bytes);
await timed(`worst case: ${[...everything].length} CJK characters (warm)`, worst, bytes);
