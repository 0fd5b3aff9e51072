import type { SolomonInstance } from '../solomon.ts';

export interface SolomonCheck {
  feasible: boolean;
  violations: string[];
  /** Recomputed from the coordinates, not taken from the solver. */
  distance: number;
  vehicles: number;
}

const EPS = 1e-6;

/**
 * Independent check of a Solomon solution straight from the raw instance (it shares no code with the
 * solver): fleet size, each customer exactly once, capacity, ready/due times with waiting, service
 * times, and the return to the depot before it closes.
 */
export function checkSolomon(
  instance: SolomonInstance,
  routes: readonly (readonly number[])[],
  unassigned: readonly number[] = [],
  options: { truncate?: boolean } = {},
): SolomonCheck {
  const violations: string[] = [];
  const depot = instance.customers[0]!;
  const byNumber = new Map(instance.customers.map((c) => [c.number, c]));
  const seen = new Map<number, number>();
  const used = routes.filter((r) => r.length > 0);
  if (used.length > instance.vehicles)
    violations.push(`${used.length} routes for ${instance.vehicles} vehicles`);
  // With `truncate`, the DIMACS convention of the Gehring-Homberger records: floor(10 * d) / 10.
  const d = (a: { x: number; y: number }, b: { x: number; y: number }) => {
    const dx = a.x - b.x;
    const dy = a.y - b.y;
    return options.truncate ? Math.floor(Math.sqrt(100 * (dx * dx + dy * dy))) / 10 : Math.hypot(dx, dy);
  };
  let distance = 0;
  used.forEach((route, k) => {
    let time = depot.ready;
    let load = 0;
    let at = depot;
    for (const number of route) {
      const c = byNumber.get(number);
      if (!c || number === 0) {
        violations.push(`route ${k}: unknown customer ${number}`);
        continue;
      }
      seen.set(number, (seen.get(number) ?? 0) + 1);
      distance += d(at, c);
      const arrival = time + d(at, c);
      const start = Math.max(arrival, c.ready);
      if (start > c.due + EPS)
        violations.push(`route ${k}: customer ${number} served at ${start} after due ${c.due}`);
      time = start + c.service;
      load += c.demand;
      at = c;
    }
    distance += d(at, depot);
    const back = time + d(at, depot);
    if (back > depot.due + EPS) violations.push(`route ${k}: back at depot at ${back} after ${depot.due}`);
    if (load > instance.capacity + EPS)
      violations.push(`route ${k}: load ${load} over capacity ${instance.capacity}`);
  });
  for (const number of unassigned) seen.set(number, (seen.get(number) ?? 0) + 1);
  for (const c of instance.customers.slice(1)) {
    const times = seen.get(c.number) ?? 0;
    if (times === 0) violations.push(`customer ${c.number} missing`);
    if (times > 1) violations.push(`customer ${c.number} visited ${times} times`);
  }
  return { feasible: violations.length === 0, violations, distance, vehicles: used.length };
}
