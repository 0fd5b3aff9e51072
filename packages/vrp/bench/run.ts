import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkSolomon } from '../src/check/solomon-check.ts';
import { clockNamed } from '../src/clock.ts';
import { routeJobIds } from '../src/output.ts';
import { type SearchOverrides, searchParams } from '../src/search.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { solve } from '../src/solve.ts';
import { runDay } from './day.ts';
import { runMemory } from './memory.ts';

/**
 * `npm run bench:vrp -- [--set solomon|homberger|realistic|memory] [--time-limit-ms N] [--clock wall|cpu]
 * [--only C1,R2] [--full] [--runs K] [--budgets 1000,5000] [--seed S] [--min-vehicles] [--max-iterations N]
 * [--params JSON] [--out f.json]`: solves benchmark instances one after
 * another in this single process (so on one core), checks every solution with the independent checker
 * and compares it with the best known.
 *
 * - `solomon` (default): the 56 Solomon instances, unrounded distances, `_distance` records of BKS.json.
 * - `homberger`: Gehring-Homberger with 1000 customers, distances truncated to one decimal as their
 *   records are. By default one instance per class (the six `_10_1` files), because the whole set at
 *   60 s each takes 48 minutes of a core; `--full` runs all 48.
 * - `realistic`: the generated collection day (bench/realistic.ts), `--runs` seeds of 60 s each, and
 *   how the gap to the best cost found falls with time; `--budgets` adds, per seed, separate solves given
 *   only those budgets (ms).
 * - `memory`: peak memory of solves of 250 to 4000 customers, each in its own process.
 *
 * `--params` changes the search's settings for a variant (`SolveOptions.search`), for example
 * `--params '{"copyBestRate":0,"ruin":{"averageRemoved":15}}'`: how docs/vrp-results.md compares variants.
 */

// The data ships with the package (bench/data), found relative to this file wherever the clone lives.
const DATA = fileURLToPath(new URL('./data/', import.meta.url));
const REPRESENTATIVE = ['c1_10_1', 'c2_10_1', 'r1_10_1', 'r2_10_1', 'rc1_10_1', 'rc2_10_1'];

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
    set: { type: 'string', default: 'solomon' },
    'time-limit-ms': { type: 'string' },
    only: { type: 'string' },
    full: { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
    data: { type: 'string', default: DATA },
    clock: { type: 'string', default: 'wall' },
    runs: { type: 'string', default: '3' },
    budgets: { type: 'string' },
    'min-vehicles': { type: 'boolean', default: false },
    'max-iterations': { type: 'string' },
    params: { type: 'string' },
  },
});
const search = JSON.parse(values.params ?? '{}') as SearchOverrides;
// A misspelt setting fails here, before any solve.
searchParams(search);
const set = values.set;
if (set === 'realistic') {
  await runDay({
    timeLimitMs: Number(values['time-limit-ms'] ?? 60_000),
    runs: Number(values.runs),
    clock: values.clock,
    search,
    ...(values.budgets ? { budgets: values.budgets.split(',').map(Number) } : {}),
    ...(values.out ? { out: values.out } : {}),
  });
  process.exit(process.exitCode ?? 0);
}
if (set === 'memory') {
  runMemory({
    timeLimitMs: Number(values['time-limit-ms'] ?? 5000),
    data: values.data,
    ...(values.out ? { out: values.out } : {}),
  });
  process.exit(process.exitCode ?? 0);
}
if (set !== 'solomon' && set !== 'homberger')
  throw new Error(`unknown set "${set}" (solomon, homberger, realistic or memory)`);
const homberger = set === 'homberger';
const timeLimitMs = Number(values['time-limit-ms'] ?? (homberger ? 60_000 : 2000));
// With --max-iterations alone the result depends only on the seed: for comparing the speed of versions.
const fixedWork = values['max-iterations'] !== undefined && values['time-limit-ms'] === undefined;
// `--clock cpu` limits each solve by this process's CPU time instead of the wall clock: on a machine
// shared with other work, that is what one dedicated core would have done in the same time.
const clock = clockNamed(values.clock);
const filters = values.only?.split(',').map((f) => f.trim().toUpperCase());
const bksFile = homberger ? 'BKS-homberger_1000.json' : 'BKS.json';
const bks = JSON.parse(readFileSync(join(values.data, bksFile), 'utf8')) as Record<
  string,
  { best_known_cost: number }
>;
const folder = homberger ? 'homberger_1000' : 'solomon';
const files = readdirSync(join(values.data, folder))
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .filter((f) => !homberger || values.full || filters || REPRESENTATIVE.includes(f.replace(/\.txt$/, '')))
  .filter((f) => !filters || filters.some((p) => f.toUpperCase().startsWith(p)));

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(2)}%`;
const rows: Row[] = [];
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`;
console.log(
  `${homberger ? 'Gehring-Homberger 1000 (distances truncated to 0.1)' : 'Solomon VRPTW'}, ${files.length} instances, ` +
    (fixedWork
      ? `${values['max-iterations']} iterations each`
      : `${timeLimitMs} ms each (${values.clock} clock)`) +
    `, seed ${values.seed}, one thread` +
    (values['min-vehicles'] ? ', fewest vehicles first' : '') +
    (values.params ? `, search ${values.params}` : ''),
);
console.log(`${machine}, load average ${loadavg()[0]!.toFixed(2)} at start`);
for (const file of files) {
  const instance = readSolomon(join(values.data, folder, file));
  const began = performance.now();
  const cpu = process.cpuUsage();
  const solution = solve(solomonProblem(instance, { truncate: homberger }), {
    ...(fixedWork ? { maxIterations: Number(values['max-iterations']) } : { timeLimitMs }),
    seed: Number(values.seed),
    clock,
    minimiseVehicles: values['min-vehicles'],
    search,
  });
  const ms = performance.now() - began;
  const used = process.cpuUsage(cpu);
  const routes = solution.routes.map((r) => routeJobIds(r).map(Number));
  const unassigned = solution.unassigned.map((u) => Number(u.jobId));
  const check = checkSolomon(instance, routes, unassigned, { truncate: homberger });
  const best = bks[homberger ? instance.name : `${instance.name}_distance`]?.best_known_cost ?? Number.NaN;
  const row: Row = {
    instance: instance.name,
    cls: instance.name.replace(homberger ? /_\d+_\d+$/ : /\d\d$/, '').toUpperCase(),
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
      row.instance.padEnd(homberger ? 9 : 6),
      row.distance.toFixed(2).padStart(9),
      row.bks.toFixed(2).padStart(9),
      pct(row.gap).padStart(8),
      `veh ${row.vehicles}`.padStart(7),
      row.feasible ? 'ok' : `INFEASIBLE ${check.violations.slice(0, 3).join('; ')}`,
      `${Math.round(ms)} ms`.padStart(8),
      `cpu ${Math.round(row.cpuMs)} ms`.padStart(12),
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
// Records are published to two decimals (Solomon) or one (Gehring-Homberger).
const matched = (r: Row) => r.distance <= r.bks + (homberger ? 0.05 : 0.005);
console.log('\nclass  n   avg gap   median     worst   matched');
for (const cls of [...new Set(rows.map((r) => r.cls))]) {
  const group = rows.filter((r) => r.cls === cls);
  const gaps = group.map((r) => r.gap);
  console.log(
    `${cls.padEnd(5)} ${String(group.length).padStart(2)}  ${pct(mean(gaps)).padStart(8)}  ${pct(median(gaps)).padStart(8)}  ${pct(Math.max(...gaps)).padStart(8)}   ${group.filter(matched).length}`,
  );
}
const gaps = rows.map((r) => r.gap);
const times = rows.map((r) => r.ms);
const worst = rows.reduce((w, r) => (r.gap > w.gap ? r : w), rows[0]!);
console.log(
  `\naverage gap ${pct(mean(gaps))}, median ${pct(median(gaps))}, worst ${pct(worst?.gap ?? 0)} (${worst?.instance}), ` +
    `matched ${rows.filter(matched).length}/${rows.length}, feasible ${rows.filter((r) => r.feasible).length}/${rows.length}, ` +
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
    `${JSON.stringify({ set, timeLimitMs, clock: values.clock, seed: values.seed, machine, rows }, null, 2)}\n`,
  );
}
if (rows.some((r) => !r.feasible)) process.exitCode = 1;
