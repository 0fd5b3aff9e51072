import { cpuClock } from '../src/clock.ts';
import { Rng } from '../src/rng.ts';
import type { SolomonInstance } from '../src/solomon.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { solve } from '../src/solve.ts';

/**
 * One solve in its own process, for `bench:vrp -- --set memory`: prints one JSON line with the peak
 * resident memory of the process before and after, so the parent can tell what the solve itself took.
 * Argument: a Gehring-Homberger file, or a number of customers for a generated instance of that size
 * (uniform on a 1000 x 1000 square, windows like the R2 class, one vehicle per 4 customers).
 */
const [what, limit] = process.argv.slice(2);
const baseline = process.resourceUsage().maxRSS;
const instance: SolomonInstance = Number.isFinite(Number(what))
  ? generated(Number(what))
  : readSolomon(what!);
const problem = solomonProblem(instance, { truncate: true });
const solution = solve(problem, { timeLimitMs: Number(limit ?? 5000), seed: 1, clock: cpuClock });
process.stdout.write(
  `${JSON.stringify({
    instance: instance.name,
    customers: instance.customers.length - 1,
    baselineKb: baseline,
    peakKb: process.resourceUsage().maxRSS,
    heapMb: process.memoryUsage().heapUsed / 2 ** 20,
    arrayBuffersMb: process.memoryUsage().arrayBuffers / 2 ** 20,
    distance: solution.distance,
    unassigned: solution.unassigned.length,
    iterations: solution.iterations,
  })}\n`,
);

function generated(n: number): SolomonInstance {
  const rng = new Rng(n);
  const customers = [{ number: 0, x: 500, y: 500, demand: 0, ready: 0, due: 10_000, service: 0 }];
  for (let k = 1; k <= n; k++) {
    const ready = Math.round(rng.uniform(0, 8_000));
    customers.push({
      number: k,
      x: Math.round(rng.uniform(0, 1000)),
      y: Math.round(rng.uniform(0, 1000)),
      demand: 1 + rng.int(40),
      ready,
      due: ready + 500 + Math.round(rng.uniform(0, 1000)),
      service: 10,
    });
  }
  return { name: `random_${n}`, vehicles: Math.ceil(n / 4), capacity: 1000, customers };
}
