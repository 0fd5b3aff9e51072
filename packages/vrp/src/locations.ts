import type { MatrixProvider } from './matrix/matrix.ts';
import type { Coordinates, Location, Problem, TravelMatrix } from './types.ts';

/** A problem whose locations are all indices into its matrix: what the solver and the worker consume. */
export type IndexedProblem = Problem & { matrix: TravelMatrix };

/**
 * Replaces coordinates with indices into a list of distinct locations, builds the matrix for that list
 * and returns the rewritten problem. A problem that already has a matrix is returned unchanged.
 */
export async function withMatrix(problem: Problem, provider: MatrixProvider): Promise<IndexedProblem> {
  if (problem.matrix) return problem as IndexedProblem;
  const { coordinates, rewrite } = distinctLocations(problem);
  return rewrite(await provider.build(coordinates));
}

export function withMatrixSync(
  problem: Problem,
  build: (locations: readonly Coordinates[]) => TravelMatrix,
): IndexedProblem {
  if (problem.matrix) return problem as IndexedProblem;
  const { coordinates, rewrite } = distinctLocations(problem);
  return rewrite(build(coordinates));
}

function distinctLocations(problem: Problem) {
  const coordinates: Coordinates[] = [];
  const seen = new Map<string, number>();
  const index = (location: Location | undefined): number | undefined => {
    if (location === undefined) return undefined;
    if (typeof location === 'number') throw new Error('Numeric locations need a matrix in the problem');
    const key = `${location[0]},${location[1]}`;
    let i = seen.get(key);
    if (i === undefined) {
      i = coordinates.length;
      seen.set(key, i);
      coordinates.push(location);
    }
    return i;
  };
  const jobs = problem.jobs.map((job) => ({ ...job, location: index(job.location)! }));
  const vehicles = problem.vehicles.map((vehicle) => {
    const { start, end, ...rest } = vehicle;
    const s = index(start);
    const e = index(end);
    return { ...rest, ...(s === undefined ? {} : { start: s }), ...(e === undefined ? {} : { end: e }) };
  });
  const stores = problem.stores?.map((store) => ({ ...store, location: index(store.location)! }));
  const rewrite = (matrix: TravelMatrix): IndexedProblem => {
    if (matrix.size !== coordinates.length) throw new Error('Matrix size does not match the locations');
    return { ...problem, jobs, vehicles, ...(stores ? { stores } : {}), matrix };
  };
  return { coordinates, rewrite };
}
