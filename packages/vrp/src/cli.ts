import { parseArgs } from 'node:util';
import { readSolomon, solomonProblem } from './solomon.ts';
import { solve } from './solve.ts';

/** `npm run -s vrp -- <file> [--time-limit-ms N] [--seed S]`: solves a Solomon file, prints one JSON line. */
function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'time-limit-ms': { type: 'string', default: '2000' },
      seed: { type: 'string', default: '1' },
      'max-iterations': { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file) {
    process.stderr.write('usage: vrp <solomon-file> [--time-limit-ms N] [--seed S] [--max-iterations N]\n');
    process.exit(2);
  }
  const instance = readSolomon(file);
  const began = performance.now();
  const solution = solve(solomonProblem(instance), {
    timeLimitMs: Number(values['time-limit-ms']),
    seed: Number(values.seed),
    ...(values['max-iterations'] ? { maxIterations: Number(values['max-iterations']) } : {}),
  });
  const ms = Math.round(performance.now() - began);
  const result = {
    instance: instance.name,
    distance: solution.distance,
    vehicles: solution.vehiclesUsed,
    routes: solution.routes.map((r) => r.stops.map((s) => Number(s.jobId))),
    unassigned: solution.unassigned.map((u) => ({ customer: Number(u.jobId), reason: u.reason })),
    ms,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main();
