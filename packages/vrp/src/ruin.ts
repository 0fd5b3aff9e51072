import { closestJobs, type Instance } from './instance.ts';
import type { Rng } from './rng.ts';
import { DEFAULT_RUIN, type RuinParams } from './search-params.ts';
import type { SolutionState } from './state.ts';

/**
 * SISR ruin (Christiaens & Vanden Berghe, 2020): remove strings of consecutive jobs from a few routes
 * that pass near a random seed job. Removing neighbouring strings from several routes creates slack in
 * one area, which the recreate step can use to rearrange the routes there.
 */
export class StringRemoval {
  private readonly ruined: Int32Array;
  private stamp = 0;
  /** Positions of the string being removed: at most a route, whose visits are jobs and fewer unloadings. */
  private readonly positions: Int32Array;

  constructor(
    private readonly inst: Instance,
    private readonly params: RuinParams = DEFAULT_RUIN,
    /** Jobs that must stay where they are (fixed stop order). */
    private readonly locked: Uint8Array = new Uint8Array(inst.n),
    /**
     * Each job's `inst.neighbourCount` neighbours, in the order the ruin visits their routes: the nearest
     * jobs, or the time-window-aware ones (`timeAwareNeighbours`, 0022).
     */
    private readonly neighbours: Int32Array = inst.neighbours,
  ) {
    this.ruined = new Int32Array(inst.m);
    this.positions = new Int32Array(2 * inst.n + 2);
  }

  /**
   * Removes strings around a random routed job, or around `around` (a job, routed or not: the
   * fleet-minimisation phase makes room near a job that has no place yet).
   */
  ruin(sol: SolutionState, rng: Rng, around = -1): void {
    const inst = this.inst;
    const { averageRemoved, maxString } = this.params;
    let used = 0;
    let total = 0;
    for (const r of sol.routes) {
      if (r.len > 0) {
        used++;
        total += r.len;
      }
    }
    if (used === 0) return;
    const lsMax = Math.min(maxString, total / used);
    const ksMax = (4 * averageRemoved) / (1 + lsMax) - 1;
    // rng.uniform(1, ksMax + 1) written out: fractions passed to a call are boxed, and this runs every
    // iteration.
    const ks = Math.floor(1 + (ksMax + 1 - 1) * rng.next());
    const seed = around >= 0 ? around : this.pickSeed(sol, rng);
    if (seed < 0) return;
    const stamp = ++this.stamp;
    let ruinedRoutes = 0;
    const K = inst.neighbourCount;
    for (let k = -1; k < K && ruinedRoutes < ks; k++) {
      const c = k < 0 ? seed : this.neighbours[seed * K + k]!;
      const r = sol.jobRoute[c]!;
      if (r < 0 || this.ruined[r] === stamp) continue;
      this.ruined[r] = stamp;
      ruinedRoutes++;
      const route = sol.routes[r]!;
      const lMax = Math.min(route.len, lsMax);
      const l = Math.floor(1 + (lMax + 1 - 1) * rng.next());
      const positions = this.positions;
      const count =
        rng.next() < this.params.splitRate
          ? this.splitString(route.len, sol.position(c), l, rng)
          : writeString(route.len, sol.position(c), l, rng, positions);
      // Store visits stay: removing one could overfill the merged trip. Those left without a purpose are
      // dropped right after, and the recreate step adds new ones where needed.
      let kept = 0;
      for (let i = 0; i < count; i++) {
        const p = positions[i]!;
        const x = route.nodes[p]!;
        if (x < inst.n && this.locked[x] === 0) positions[kept++] = p;
      }
      if (kept > 0) {
        sol.remove(r, positions, kept);
        sol.tidy(r);
      }
    }
  }

  private pickSeed(sol: SolutionState, rng: Rng): number {
    const n = this.inst.n;
    // Rejection sampling over jobs; fall back to a scan when few jobs are routed.
    for (let tries = 0; tries < 32; tries++) {
      const j = rng.int(n);
      if (sol.jobRoute[j]! >= 0) return j;
    }
    const routed: number[] = [];
    for (let j = 0; j < n; j++) if (sol.jobRoute[j]! >= 0) routed.push(j);
    return routed.length > 0 ? routed[rng.int(routed.length)]! : -1;
  }

  /**
   * A string of `l` jobs containing position `pos`, with `m` consecutive jobs inside it kept, written into
   * `this.positions`; returns how many positions.
   */
  private splitString(len: number, pos: number, l: number, rng: Rng): number {
    const out = this.positions;
    if (l >= len) return writeString(len, pos, l, rng, out);
    let m = 1;
    while (l + m < len && rng.next() >= this.params.splitDepth) m++;
    const all = writeString(len, pos, l + m, rng, out);
    const keepFrom = rng.int(l + 1);
    // The positions from keepFrom on shift down over the m kept ones.
    for (let i = keepFrom + m; i < all; i++) out[i - m] = out[i]!;
    return all - m;
  }
}

/**
 * For each job, `inst.neighbourCount` other jobs by increasing correlation as HGS measures it with time
 * windows (Vidal et al. 2013): the distance, plus `waitWeight` times the wait and `lateWeight` times the
 * lateness that serving one right after the other would cause at the earliest, the smaller of both
 * orders. Two jobs close by whose windows cannot follow one another are far apart by this measure.
 * Times count as distances at the instance's average speed (on Solomon's instances time is distance).
 */
export function timeAwareNeighbours(inst: Instance, waitWeight = 0.2, lateWeight = 1): Int32Array {
  const { n, dist, time, service, twStart, twOffset, lastEnd } = inst;
  const N = inst.nodes;
  let metres = 0;
  let seconds = 0;
  for (let j = 0; j < n; j++) {
    for (let k = 0; k < n; k++) {
      metres += dist[j * N + k]!;
      seconds += time[j * N + k]!;
    }
  }
  const speed = metres > 0 && seconds > 0 ? metres / seconds : 1;
  const early = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    const e = twStart[twOffset[j]!]!;
    early[j] = Number.isFinite(e) ? e : 0;
  }
  // a then b, each as early as it may: the wait at b, and how late b is.
  const after = (a: number, b: number) => {
    const leave = service[a]! + time[a * N + b]!;
    const wait = Math.max(early[b]! - (lastEnd[a]! + leave), 0);
    const late = Math.max(early[a]! + leave - lastEnd[b]!, 0);
    return dist[a * N + b]! + speed * (waitWeight * wait + lateWeight * late);
  };
  return closestJobs(n, inst.neighbourCount, (j, k) => Math.min(after(j, k), after(k, j)));
}

/** Positions of a random string of `l` consecutive jobs (of a route of `len`) that contains `pos`. */
export function stringPositions(len: number, pos: number, l: number, rng: Rng): number[] {
  const out = new Int32Array(l);
  writeString(len, pos, l, rng, out);
  return Array.from(out);
}

/**
 * `stringPositions` written into `out` (the ruin reuses one array: it runs every iteration, and an array
 * that grows and shrinks reallocates); returns `l`.
 */
function writeString(len: number, pos: number, l: number, rng: Rng, out: Int32Array): number {
  const lo = Math.max(1, pos - l + 1);
  const hi = Math.min(pos, len - l + 1);
  const first = lo + rng.int(hi - lo + 1);
  for (let i = 0; i < l; i++) out[i] = first + i;
  return l;
}
