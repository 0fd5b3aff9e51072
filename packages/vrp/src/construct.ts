import { Inserter } from './insertion.ts';
import type { Instance } from './instance.ts';
import { LocalSearch } from './local-search.ts';
import { regretInsertion } from './regret.ts';
import { SolutionState } from './state.ts';

/** Regret insertion costs O(n^2 m): beyond this many jobs the plain orders must do. */
const REGRET_MAX_JOBS = 400;

/**
 * First solution: regret-2 insertion and cheapest insertion in several fixed orders (hardest jobs first
 * by different measures); the cheapest is polished by local search. Deterministic; a few milliseconds
 * on 100 jobs.
 */
export function construct(
  inst: Instance,
  base: SolutionState,
  locked?: Uint8Array,
  deadline = Number.POSITIVE_INFINITY,
  now = () => performance.now(),
): SolutionState {
  const inserter = new Inserter(inst);
  const pending = [...base.absent];
  const depot = inst.vStart[0] ?? 0;
  const fromDepot = (j: number) => inst.dist[depot * inst.nodes + j]!;
  const windowEnd = (j: number) => inst.lastEnd[j]!;
  const windowWidth = (j: number) => inst.lastEnd[j]! - inst.twStart[inst.twOffset[j]!]!;
  const demand = (j: number) => {
    let s = 0;
    for (let d = 0; d < inst.dims; d++) s += inst.demand[j * inst.dims + d]!;
    return s;
  };
  const orders: ((a: number, b: number) => number)[] = [
    (a, b) => fromDepot(b) - fromDepot(a),
    (a, b) => windowEnd(a) - windowEnd(b),
    (a, b) => windowWidth(a) - windowWidth(b),
    (a, b) => demand(b) - demand(a),
  ];
  let best: SolutionState | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  if (pending.length <= REGRET_MAX_JOBS) {
    const sol = new SolutionState(inst);
    sol.copyFrom(base);
    regretInsertion(
      inst,
      sol,
      [...pending].sort((a, b) => a - b),
    );
    best = sol;
    bestCost = sol.cost();
  }
  for (const compare of orders) {
    const sol = new SolutionState(inst);
    sol.copyFrom(base);
    const order = [...pending].sort((a, b) => compare(a, b) || a - b);
    inserter.recreate(sol, order, null, 0);
    const cost = sol.cost();
    if (cost < bestCost) {
      best = sol;
      bestCost = cost;
    }
  }
  const result = best ?? base;
  new LocalSearch(inst, locked).run(result, null, deadline, now);
  return result;
}
