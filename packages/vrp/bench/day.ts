import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { checkSolution } from '../src/check/check.ts';
import { clockNamed } from '../src/clock.ts';
import type { SearchOverrides } from '../src/search.ts';
import { solve } from '../src/solve.ts';
import { realisticDay } from './realistic.ts';

export interface DayBench {
  timeLimitMs: number;
  runs: number;
  clock: string;
  /**
   * Budgets (ms) for separate solves per seed: a solve given 5 s cools within those 5 s, where the
   * 60 s run is still hot at 5 s, so its trace understates what a user who asks for 5 s gets.
   */
  budgets?: number[];
  out?: string;
  /** Changes to the search's settings (`SolveOptions.search`). */
  search?: SearchOverrides;
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
    /** Final cost of the separate solve of each budget (`options.budgets`). */
    budgeted: number[];
  }[] = [];
  const budgets = options.budgets ?? [];
  for (let seed = 1; seed <= options.runs; seed++) {
    const trace: { ms: number; cost: number; unassigned: number }[] = [];
    const solution = solve(problem, {
      timeLimitMs: options.timeLimitMs,
      seed,
      clock,
      search: options.search ?? {},
      onBest: ({ ms, cost, unassigned }) => trace.push({ ms, cost, unassigned }),
    });
    const check = checkSolution(problem, solution);
    const feasible = check.feasible && solution.unassigned.length === 0;
    report(`seed ${seed}`, solution, check);
    const budgeted: number[] = [];
    for (const budget of budgets) {
      const short = solve(problem, { timeLimitMs: budget, seed, clock, search: options.search ?? {} });
      const shortCheck = checkSolution(problem, short);
      report(`seed ${seed}, ${budget / 1000} s`, short, shortCheck);
      // An unfinished plan is no answer: it counts as no plan at all.
      budgeted.push(
        shortCheck.feasible && short.unassigned.length === 0 ? short.cost : Number.POSITIVE_INFINITY,
      );
    }
    runs.push({ seed, trace, final: solution.cost, feasible, budgeted });
  }
  const reference = Math.min(...runs.map((r) => r.final), ...runs.flatMap((r) => r.budgeted));
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
  const separate = budgets.map((ms, i) => {
    const gaps = runs.map((r) => r.budgeted[i]! / reference - 1);
    return { ms, gaps, mean: gaps.reduce((a, b) => a + b, 0) / gaps.length, worst: Math.max(...gaps) };
  });
  if (separate.length > 0) {
    console.log('\nseparate solves, each given only that budget; gap to the same best:');
    for (const row of separate)
      console.log(
        `${`${row.ms / 1000} s`.padEnd(9)} ${row.gaps.map((g) => pct(g).padStart(9)).join('')} ${pct(row.mean).padStart(9)} ${pct(row.worst).padStart(9)}`,
      );
  }
  if (options.out)
    writeFileSync(options.out, `${JSON.stringify({ options, reference, runs, rows, separate }, null, 2)}\n`);
}

function report(
  label: string,
  solution: ReturnType<typeof solve>,
  check: ReturnType<typeof checkSolution>,
): void {
  const feasible = check.feasible && solution.unassigned.length === 0;
  console.log(
    `${label}: cost ${solution.cost.toFixed(2)}, ${(solution.distance / 1000).toFixed(1)} km, ${solution.vehiclesUsed} vehicles, ` +
      `${solution.routes.reduce((k, r) => k + r.stops.filter((s) => s.type === 'store').length, 0)} unloadings, ` +
      `${solution.iterations} iterations, ${feasible ? 'feasible' : `INFEASIBLE ${check.violations.slice(0, 3).join('; ')}`}`,
  );
  if (!feasible) process.exitCode = 1;
}
