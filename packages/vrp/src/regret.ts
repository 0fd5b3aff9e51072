import { Inserter } from './insertion.ts';
import type { Instance } from './instance.ts';
import type { SolutionState } from './state.ts';

/**
 * Regret-2 insertion: repeatedly insert the job that would lose the most if its best route were taken
 * away (second-best minus best insertion cost), so that awkward jobs are placed while they still have a
 * choice. Each job's best insertion per route is cached; after an insertion only that route's column
 * is recomputed, which keeps it O(n^2 m) overall.
 */
export function regretInsertion(inst: Instance, sol: SolutionState, pending: readonly number[]): void {
  const { m } = inst;
  const inserter = new Inserter(inst);
  const jobs = [...pending];
  const k = jobs.length;
  const cost = new Float64Array(k * m);
  const pos = new Int32Array(k * m);
  // With the position, the unloading that goes with the insertion: -1, or store * 2 (+1 before the job).
  const how = new Int32Array(k * m);
  const evaluate = (a: number, r: number) => {
    const j = jobs[a]!;
    if (inserter.best(sol, j, null, 0, r)) {
      cost[a * m + r] = inserter.delta;
      pos[a * m + r] = inserter.pos;
      how[a * m + r] = inserter.store < 0 ? -1 : inserter.store * 2 + (inserter.storeFirst ? 1 : 0);
    } else {
      cost[a * m + r] = Number.POSITIVE_INFINITY;
    }
  };
  // Empty vehicles of one type are interchangeable: only the first of each type is a candidate.
  const candidate = new Uint8Array(m);
  const markCandidates = () => {
    const seenType = new Uint8Array(inst.types);
    for (let r = 0; r < m; r++) {
      const empty = sol.routes[r]!.len === 0;
      candidate[r] = empty && seenType[inst.vType[r]!] === 1 ? 0 : 1;
      if (empty) seenType[inst.vType[r]!] = 1;
    }
  };
  markCandidates();
  for (let a = 0; a < k; a++) for (let r = 0; r < m; r++) if (candidate[r]) evaluate(a, r);
  const done = new Uint8Array(k);
  for (let step = 0; step < k; step++) {
    let pick = -1;
    let pickRoute = -1;
    let pickRegret = Number.NEGATIVE_INFINITY;
    let pickCost = Number.POSITIVE_INFINITY;
    for (let a = 0; a < k; a++) {
      if (done[a]) continue;
      let best = Number.POSITIVE_INFINITY;
      let second = Number.POSITIVE_INFINITY;
      let bestRoute = -1;
      for (let r = 0; r < m; r++) {
        if (!candidate[r]) continue;
        const c = cost[a * m + r]!;
        if (c < best) {
          second = best;
          best = c;
          bestRoute = r;
        } else if (c < second) {
          second = c;
        }
      }
      if (bestRoute < 0) continue;
      // A job with a single option has infinite regret: it goes first. Ties go to the cheaper insertion.
      const regret = second - best;
      if (regret > pickRegret || (regret === pickRegret && best < pickCost)) {
        pick = a;
        pickRoute = bestRoute;
        pickRegret = regret;
        pickCost = best;
      }
    }
    if (pick < 0) break;
    done[pick] = 1;
    const wasEmpty = sol.routes[pickRoute]!.len === 0;
    const h = how[pick * m + pickRoute]!;
    inserter.route = pickRoute;
    inserter.pos = pos[pick * m + pickRoute]!;
    inserter.store = h < 0 ? -1 : h >> 1;
    inserter.storeFirst = (h & 1) === 1;
    inserter.apply(sol, jobs[pick]!);
    if (wasEmpty) {
      // Another vehicle of that type becomes the empty candidate; compute its column fresh.
      markCandidates();
      for (let r = 0; r < m; r++) {
        if (candidate[r] && sol.routes[r]!.len === 0 && inst.vType[r] === inst.vType[pickRoute]) {
          for (let a = 0; a < k; a++) if (!done[a]) evaluate(a, r);
        }
      }
    }
    for (let a = 0; a < k; a++) if (!done[a]) evaluate(a, pickRoute);
  }
}
