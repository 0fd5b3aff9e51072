import type { IndexedProblem } from '../src/locations.ts';
import { Rng } from '../src/rng.ts';
import type { Job, Store, Vehicle } from '../src/types.ts';

export interface DayOptions {
  stops?: number;
  vehicles?: number;
  seed?: number;
}

const H = 3600;
/** Road distance is taken as the straight line times this factor. */
const DETOUR = 1.3;
/** Average speed in town, metres per second (25 km/h). */
const SPEED = 25 / 3.6;

/**
 * A generated collection day in a 24 x 16 km city, in metres and seconds:
 *  - containers of household waste (85 %), recyclables (10 %) and biological-infectious waste from
 *    clinics (5 %, refrigerated vehicles only, never with other waste); demand in kg and litres; a third
 *    of the customers have a window (commercial morning or afternoon hours, some both);
 *  - two disposal sites: a transfer station in the north closed over lunch, taking household waste and
 *    recyclables; a plant in the south that also treats the infectious waste;
 *  - a fleet of rear-loaders (4 t, 16 m3) and two refrigerated vans (1.2 t), with costs per km, per hour
 *    and per day, a 06:00-16:00 shift of at most 9 hours, and a 30-minute break between 11:00 and 14:00.
 * Vehicles unload as often as they need and finish empty. Deterministic for a seed.
 */
export function realisticDay(options: DayOptions = {}): IndexedProblem {
  const stops = options.stops ?? 200;
  const fleet = options.vehicles ?? 12;
  const rng = new Rng(options.seed ?? 1);
  const points: [number, number][] = [];
  const place = (x: number, y: number) => points.push([x, y]) - 1;
  const depot = place(12_000, 8_000);
  const north = place(9_000, 15_500);
  const south = place(16_000, 500);
  // Customers cluster around a few neighbourhoods, as real collection areas do.
  const centres = Array.from({ length: 6 }, () => [rng.uniform(2_000, 22_000), rng.uniform(2_000, 14_000)]);
  const jobs: Job[] = [];
  for (let k = 0; k < stops; k++) {
    const [cx, cy] = centres[rng.int(centres.length)]!;
    const x = Math.min(24_000, Math.max(0, cx! + (rng.next() + rng.next() - 1) * 4_000));
    const y = Math.min(16_000, Math.max(0, cy! + (rng.next() + rng.next() - 1) * 4_000));
    const kind = rng.next();
    const infectious = kind < 0.05;
    const recyclable = !infectious && kind < 0.15;
    const bins = 1 + rng.int(3);
    const kg = infectious ? 20 + rng.int(80) : bins * (recyclable ? 40 + rng.int(60) : 120 + rng.int(180));
    const litres = infectious ? 100 + rng.int(300) : bins * 1_100;
    const windowKind = rng.next();
    const timeWindows: [number, number][] | undefined =
      windowKind < 0.15
        ? [[7 * H, 10 * H]]
        : windowKind < 0.25
          ? [[13 * H, 16 * H]]
          : windowKind < 0.33
            ? [
                [6.5 * H, 9 * H],
                [14 * H, 15.5 * H],
              ]
            : undefined;
    jobs.push({
      id: `c${k + 1}`,
      location: place(x, y),
      demand: [kg, litres],
      service: 120 + 60 * bins + rng.int(120),
      ...(timeWindows ? { timeWindows } : {}),
      loadClass: infectious ? 'infectious' : recyclable ? 'recyclable' : 'household',
      ...(infectious ? { skills: ['refrigerated'] } : {}),
    });
  }
  const stores: Store[] = [
    {
      id: 'transfer-north',
      location: north,
      timeWindows: [
        [6 * H, 13 * H],
        [14 * H, 20 * H],
      ],
      service: 15 * 60,
      accepts: ['household', 'recyclable'],
    },
    {
      id: 'plant-south',
      location: south,
      timeWindows: [[7 * H, 19 * H]],
      service: 25 * 60,
      accepts: ['household', 'recyclable', 'infectious'],
    },
  ];
  const vans = Math.min(2, fleet);
  const vehicles: Vehicle[] = Array.from({ length: fleet }, (_, v) => {
    const van = v >= fleet - vans;
    return {
      id: van ? `van-${v + 1}` : `truck-${v + 1}`,
      start: depot,
      end: depot,
      capacity: van ? [1_200, 6_000] : [4_000, 16_000],
      shift: [6 * H, 16 * H] as const,
      maxDuration: 9 * H,
      break: { window: [11 * H, 14 * H] as const, duration: 30 * 60 },
      // Costs per metre and per second: 0.9 or 0.5 per km, 25 per hour, 150 or 80 per day.
      costPerDistance: van ? 0.0005 : 0.0009,
      costPerTime: 25 / H,
      fixedCost: van ? 80 : 150,
      ...(van ? { skills: ['refrigerated'] } : {}),
    };
  });
  const size = points.length;
  const distances = new Float64Array(size * size);
  const durations = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const d = DETOUR * Math.hypot(points[i]![0] - points[j]![0], points[i]![1] - points[j]![1]);
      distances[i * size + j] = Math.round(d);
      durations[i * size + j] = Math.round(d / SPEED);
    }
  }
  return {
    dimensions: ['kg', 'l'],
    matrix: { size, distances, durations },
    jobs,
    stores,
    vehicles,
    incompatibleClasses: [
      ['infectious', 'household'],
      ['infectious', 'recyclable'],
    ],
  };
}
