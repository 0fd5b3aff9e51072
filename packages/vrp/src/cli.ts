import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkSolution } from './check/check.ts';
import { clockNamed } from './clock.ts';
import { type IndexedProblem, withMatrixSync } from './locations.ts';
import { haversineMatrix } from './matrix/haversine.ts';
import { routeJobIds } from './output.ts';
import { type SearchOverrides, searchParams } from './search.ts';
import { isHombergerName, readSolomon, solomonProblem } from './solomon.ts';
import { solve } from './solve.ts';
import type { Problem, SolveOptions } from './types.ts';

const USAGE =
  'usage: vrp <solomon-file | problem.json> [--time-limit-ms N] [--seed S] [--max-iterations N] ' +
  '[--clock wall|cpu] [--truncate|--no-truncate] [--min-vehicles] [--params JSON]\n';

/**
 * `npm run -s vrp -- <file> [options]`: solves a file and prints one JSON line.
 *  - A Solomon or Gehring-Homberger text file: prints the distance, the routes as customer numbers and
 *    the unserved customers. Gehring-Homberger files (named like r1_10_1) are solved with distances
 *    truncated to one decimal, as their published records are; `--truncate` forces it on or off.
 *  - A `.json` file holding a `Problem` (the model of `types.ts`; a `matrix` may give `distances` and
 *    `durations` as plain arrays, otherwise coordinates are used with straight lines): prints the whole
 *    `Solution` and the independent checker's verdict.
 * `--clock cpu` counts the time limit in CPU time of this process, so that a busy machine neither
 * shortens nor lengthens the search. `--params` changes the search's settings (`SolveOptions.search`),
 * e.g. `--params '{"copyBestRate":0}'`; an unknown setting is an error.
 */
function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    allowNegative: true,
    options: {
      'time-limit-ms': { type: 'string', default: '2000' },
      seed: { type: 'string', default: '1' },
      'max-iterations': { type: 'string' },
      clock: { type: 'string', default: 'wall' },
      truncate: { type: 'boolean' },
      'min-vehicles': { type: 'boolean', default: false },
      params: { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  const clock = clockNamed(values.clock);
  const options: SolveOptions = {
    timeLimitMs: Number(values['time-limit-ms']),
    seed: Number(values.seed),
    clock,
    ...(values['max-iterations'] ? { maxIterations: Number(values['max-iterations']) } : {}),
    ...(values['min-vehicles'] ? { minimiseVehicles: true } : {}),
    ...(values.params ? { search: parseParams(values.params) } : {}),
  };
  if (file.endsWith('.json')) {
    const problem = readProblem(file);
    const began = clock();
    const solution = solve(problem, options);
    const ms = Math.round(clock() - began);
    const check = checkSolution(problem, solution);
    process.stdout.write(
      `${JSON.stringify({ ...solution, ms, clock: values.clock, feasible: check.feasible, violations: check.violations })}\n`,
    );
    if (!check.feasible) process.exitCode = 1;
    return;
  }
  const instance = readSolomon(file);
  const truncate = values.truncate ?? isHombergerName(instance.name);
  const began = clock();
  const solution = solve(solomonProblem(instance, { truncate }), options);
  const ms = Math.round(clock() - began);
  const result = {
    instance: instance.name,
    distance: solution.distance,
    vehicles: solution.vehiclesUsed,
    routes: solution.routes.map((r) => routeJobIds(r).map(Number)),
    unassigned: solution.unassigned.map((u) => ({ customer: Number(u.jobId), reason: u.reason })),
    ms,
    clock: values.clock,
    truncated: truncate,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

/** The `--params` JSON, checked before any work: exit 2 with the reason when it is not usable. */
function parseParams(text: string): SearchOverrides {
  try {
    const search = JSON.parse(text) as SearchOverrides;
    searchParams(search);
    return search;
  } catch (error) {
    process.stderr.write(`--params: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

/** A problem from JSON: a matrix given as plain arrays becomes typed arrays; without one, straight lines. */
function readProblem(file: string): IndexedProblem {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Problem & {
    matrix?: { size: number; distances: number[]; durations?: number[] };
  };
  if (!raw.matrix) return withMatrixSync(raw, (locations) => haversineMatrix(locations));
  const distances = Float64Array.from(raw.matrix.distances);
  const durations = raw.matrix.durations ? Float64Array.from(raw.matrix.durations) : distances;
  return { ...raw, matrix: { size: raw.matrix.size, distances, durations } };
}

main();
