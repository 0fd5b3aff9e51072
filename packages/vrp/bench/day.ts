import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { checkSolution } from '../src/check/check.ts';
import { clockNamed } from '../src/clock.ts';
import { solve } from '../src/solve.ts';
import { realisticDay } from './realistic.ts';

export interface DayBench {
  timeLimitMs: number;
  runs: number;
  clock: string;
  out?: string;
}

/** Times (ms) at which the gap is reported. */
const CHECKPOINTS = [500, 1000, 2000, 5000, 10_000, 20_000, 30_000, 60_000, 120_000, 300_000, 600_000];

/**
 * The realistic day (200 stops, 12 vehicles, two disposal sites, windows, breaks), solved `runs` times
 * with different seeds. Every run records its best cost over time; the reference is the best cost any
 * run found, and the table gives each run's gap to it at fixed times. Every final answer is checked.
 */
export async function runDay(options: DayBench): Promise<void> {
  const problem = realisticDay();
  const clock = clockNamed(options.clock);
  const checkpoints = CHECKPOINTS.filter((t) => t <= options.timeLimitMs);
  if (checkpoints.at(-1) !== options.timeLimitMs) checkpoints.push(options.timeLimitMs);
  console.log(
    `Realistic day: ${problem.jobs.length} stops, ${problem.vehicles.length} vehicles, ${problem.stores?.length} disposal sites; ` +
      `${options.runs} runs of ${options.timeLimitMs} ms (${options.clock} clock), one thread`,
  );
  console.log(
    `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${loadavg()[0]!.toFixed(2)} at start`,
  );
  const runs: {
    seed: number;
    trace: { ms: number; cost: number; unassigned: number }[];
    final: number;
    feasible: boolean;
  }[] = [];
  for (let seed = 1; seed <= options.runs; seed++) {
    const trace: { ms: number; cost: number; unassigned: number }[] = [];
    const solution = solve(problem, {
      timeLimitMs: options.timeLimitMs,
      seed,
      clock,
      onBest: ({ ms, cost, unassigned }) => trace.push({ ms, cost, unassigned }),
    });
    const check = checkSolution(problem, solution);
    const feasible = check.feasible && solution.unassigned.length === 0;
    runs.push({ seed, trace, final: solution.cost, feasible });
    console.log(
      `seed ${seed}: cost ${solution.cost.toFixed(2)}, ${(solution.distance / 1000).toFixed(1)} km, ${solution.vehiclesUsed} vehicles, ` +
        `${solution.routes.reduce((k, r) => k + r.stops.filter((s) => s.type === 'store').length, 0)} unloadings, ` +
        `${solution.iterations} iterations, ${feasible ? 'feasible' : `INFEASIBLE ${check.violations.slice(0, 3).join('; ')}`}`,
    );
    if (!feasible) process.exitCode = 1;
  }
  const reference = Math.min(...runs.map((r) => r.final));
  // A run's best at time t: the last improvement at or before t (the construction counts as one).
  const at = (run: (typeof runs)[number], t: number) => {
    let best = Number.POSITIVE_INFINITY;
    for (const p of run.trace) if (p.ms <= t && p.unassigned === 0) best = p.cost;
    return best;
  };
  const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(2)}%` : '-');
  console.log(`\nbest found ${reference.toFixed(2)}; gap to it by time:`);
  console.log(`time      ${runs.map((r) => `seed ${r.seed}`.padStart(9)).join('')}      mean     worst`);
  const rows = checkpoints.map((t) => {
    const gaps = runs.map((r) => at(r, t) / reference - 1);
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    console.log(
      `${`${t / 1000} s`.padEnd(9)} ${gaps.map((g) => pct(g).padStart(9)).join('')} ${pct(mean).padStart(9)} ${pct(Math.max(...gaps)).padStart(9)}`,
    );
    return { ms: t, gaps, mean, worst: Math.max(...gaps) };
  });
  if (options.out)
    writeFileSync(options.out, `${JSON.stringify({ options, reference, runs, rows }, null, 2)}\n`);
}
