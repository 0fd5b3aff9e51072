import type { Instance } from './instance.ts';
import { empty } from './lists.ts';
import type { Rng } from './rng.ts';
import type { SolutionState } from './state.ts';

/**
 * A ruin that copies structure from the best plan (0021): the best plan's routes that serve a random job
 * and its nearest neighbours replace the candidate's routes of the same vehicles, the jobs they serve
 * leave the candidate's other routes, and whatever the replaced routes held besides is left unplaced for
 * the recreate. While the annealing is hot its current plan drifts away from the best one; this puts the
 * best plan's routes of one area back into it, with the rest of the current plan around them (a
 * route-based crossover of the current and the best plan, in the spirit of HGS's and SREX's).
 */
export class BestRoutesCopy {
  private stamp = 0;
  private readonly routeMark: Int32Array;
  private readonly jobMark: Int32Array;
  private readonly chosen: number[] = [];
  private readonly positions: number[] = [];
  private readonly visits: number[] = [];
  private readonly touched: number[] = [];

  constructor(
    private readonly inst: Instance,
    /** The seed's this many nearest neighbours name the routes to copy... */
    private readonly near = 10,
    /** ...at most this many. */
    private readonly maxRoutes = 3,
  ) {
    this.routeMark = new Int32Array(inst.m);
    this.jobMark = new Int32Array(inst.n);
  }

  /** Copies `best`'s routes around a random job into `sol`; the displaced jobs end in `sol.absent`. */
  apply(sol: SolutionState, best: SolutionState, rng: Rng): void {
    const { inst, chosen, positions, visits, touched } = this;
    const { m, n } = inst;
    const K = inst.neighbourCount;
    const stamp = ++this.stamp;
    const seed = rng.int(n);
    empty(chosen);
    for (let k = -1; k < Math.min(this.near, K) && chosen.length < this.maxRoutes; k++) {
      const j = k < 0 ? seed : inst.neighbours[seed * K + k]!;
      const r = best.jobRoute[j]!;
      if (r < 0 || this.routeMark[r] === stamp) continue;
      this.routeMark[r] = stamp;
      chosen.push(r);
    }
    if (chosen.length === 0) return;
    for (const r of chosen) {
      const route = best.routes[r]!;
      for (let i = 1; i <= route.len; i++) {
        const x = route.nodes[i]!;
        if (x < n) this.jobMark[x] = stamp;
      }
    }
    // The copied jobs leave the candidate's routes that are not replaced whole.
    empty(touched);
    for (let r = 0; r < m; r++) {
      const route = sol.routes[r]!;
      if (route.len === 0 || this.routeMark[r] === stamp) continue;
      empty(positions);
      for (let i = 1; i <= route.len; i++) {
        const x = route.nodes[i]!;
        if (x < n && this.jobMark[x] === stamp) positions.push(i);
      }
      if (positions.length === 0) continue;
      sol.remove(r, positions);
      touched.push(r);
    }
    for (const r of chosen) {
      const route = best.routes[r]!;
      empty(visits);
      for (let i = 1; i <= route.len; i++) visits.push(route.nodes[i]!);
      sol.setRoute(r, visits);
    }
    sol.syncAbsent();
    for (const r of touched) sol.tidy(r);
  }
}
