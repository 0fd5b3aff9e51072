import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkSolomon } from '../src/check/solomon-check.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { solve } from '../src/solve.ts';

/**
 * `npm run bench:vrp [-- --time-limit-ms N] [--only C1,R2] [--seed S] [--clock wall|cpu] [--out f.json]`:
 * solves the 56 Solomon instances one after another in this single process (so on one core), checks
 * every solution with the independent checker and compares its distance with the best known by distance.
 */
const DATA = '/work/shared/bench/vrptw';

interface Row {
  instance: string;
  cls: string;
  distance: number;
  bks: number;
  gap: number;
  vehicles: number;
  unassigned: number;
  feasible: boolean;
  ms: number;
  /** CPU time of the process (all its threads) during the solve: about `ms` when it used one core. */
  cpuMs: number;
  iterations: number;
}

const { values } = parseArgs({
  options: {
    'time-limit-ms': { type: 'string', default: '2000' },
    only: { type: 'string' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
    data: { type: 'string', default: DATA },
    clock: { type: 'string', default: 'wall' },
  },
});
const timeLimitMs = Number(values['time-limit-ms']);
// `--clock cpu` limits each solve by this process's CPU time instead of the wall clock: on a machine
// shared with other work, that is what one dedicated core would have done in the same time.
const cpuClock = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const clock = values.clock === 'cpu' ? cpuClock : undefined;
const filters = values.only?.split(',').map((f) => f.trim().toUpperCase());
const bks = JSON.parse(readFileSync(join(values.data, 'BKS.json'), 'utf8')) as Record<
  string,
  { best_known_cost: number }
>;
const files = readdirSync(join(values.data, 'solomon'))
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .filter((f) => !filters || filters.some((p) => f.toUpperCase().startsWith(p)));

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(2)}%`;
const rows: Row[] = [];
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`;
console.log(
  `Solomon VRPTW, ${files.length} instances, ${timeLimitMs} ms each (${values.clock} clock), seed ${values.seed}, one thread`,
);
console.log(`${machine}, load average ${loadavg()[0]!.toFixed(2)} at start`);
for (const file of files) {
  const instance = readSolomon(join(values.data, 'solomon', file));
  const began = performance.now();
  const cpu = process.cpuUsage();
  const solution = solve(solomonProblem(instance), {
    timeLimitMs,
    seed: Number(values.seed),
    ...(clock ? { clock } : {}),
  });
  const ms = performance.now() - began;
  const used = process.cpuUsage(cpu);
  const routes = solution.routes.map((r) => r.stops.map((s) => Number(s.jobId)));
  const unassigned = solution.unassigned.map((u) => Number(u.jobId));
  const check = checkSolomon(instance, routes, unassigned);
  const best = bks[`${instance.name}_distance`]?.best_known_cost ?? Number.NaN;
  const row: Row = {
    instance: instance.name,
    cls: instance.name.replace(/\d\d$/, ''),
    distance: check.distance,
    bks: best,
    gap: (check.distance - best) / best,
    vehicles: check.vehicles,
    unassigned: unassigned.length,
    feasible: check.feasible && unassigned.length === 0,
    ms,
    cpuMs: (used.user + used.system) / 1000,
    iterations: solution.iterations,
  };
  rows.push(row);
  console.log(
    [
      row.instance.padEnd(6),
      row.distance.toFixed(2).padStart(9),
      row.bks.toFixed(2).padStart(9),
      pct(row.gap).padStart(8),
      `veh ${row.vehicles}`.padStart(7),
      row.feasible ? 'ok' : `INFEASIBLE ${check.violations.slice(0, 3).join('; ')}`,
      `${Math.round(ms)} ms`.padStart(8),
      `${row.iterations} it`,
    ].join('  '),
  );
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const k = s.length >> 1;
  return s.length % 2 ? s[k]! : (s[k - 1]! + s[k]!) / 2;
};
const matched = (r: Row) => r.distance <= r.bks + 0.005;
console.log('\nclass  n   avg gap   matched');
for (const cls of [...new Set(rows.map((r) => r.cls))]) {
  const group = rows.filter((r) => r.cls === cls);
  console.log(
    `${cls.padEnd(5)} ${String(group.length).padStart(2)}  ${pct(mean(group.map((r) => r.gap))).padStart(8)}   ${group.filter(matched).length}`,
  );
}
const gaps = rows.map((r) => r.gap);
const times = rows.map((r) => r.ms);
console.log(
  `\naverage gap ${pct(mean(gaps))}, median ${pct(median(gaps))}, matched ${rows.filter(matched).length}/${rows.length}, ` +
    `feasible ${rows.filter((r) => r.feasible).length}/${rows.length}, ` +
    `time per instance avg ${(mean(times) / 1000).toFixed(2)} s, max ${(Math.max(...times) / 1000).toFixed(2)} s, ` +
    `total distance ${rows.reduce((s, r) => s + r.distance, 0).toFixed(2)}`,
);
console.log(
  `CPU time per instance avg ${(mean(rows.map((r) => r.cpuMs)) / 1000).toFixed(2)} s; ` +
    `load average ${loadavg()[0]!.toFixed(2)} at the end (other work on the machine slows the search)`,
);
if (values.out) {
  writeFileSync(
    values.out,
    `${JSON.stringify({ timeLimitMs, seed: values.seed, machine, rows }, null, 2)}\n`,
  );
}
if (rows.some((r) => !r.feasible)) process.exitCode = 1;
