import { checkSolution } from '../src/check/check.ts';
import { cpuClock } from '../src/clock.ts';
import { solve } from '../src/solve.ts';
import { realisticDay } from './realistic.ts';

// Development aid: one realistic day, solved for a CPU-time budget, checked, routes drawn one per line.
const problem = realisticDay({ seed: Number(process.argv[2] ?? 1) });
const s = solve(problem, { timeLimitMs: Number(process.argv[3] ?? 3000), seed: 1, clock: cpuClock });
const c = checkSolution(problem, s);
console.log(
  `cpu ms ${s.ms} cost ${s.cost.toFixed(2)} km ${(s.distance / 1000).toFixed(1)} vehicles ${s.vehiclesUsed} unassigned ${s.unassigned.length} iterations ${s.iterations}`,
);
if (c.violations.length > 0) console.log(c.violations.slice(0, 10));
if (process.argv[4] === 'routes')
  for (const r of s.routes)
    console.log(
      r.vehicleId.padEnd(9),
      r.stops.map((x) => (x.type === 'store' ? `[${x.storeId}]` : '.')).join(''),
      r.break ? `break at ${r.break.atStop} ${(r.break.start / 3600).toFixed(2)} h` : 'no break',
      `${(r.departure / 3600).toFixed(2)}-${(r.arrival / 3600).toFixed(2)} h`,
    );
