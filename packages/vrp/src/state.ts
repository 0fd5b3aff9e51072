import type { Instance } from './instance.ts';
import { empty } from './lists.ts';
import { RouteState } from './route.ts';

/**
 * A whole solution: one route per vehicle (possibly empty) and the jobs left out. The search keeps two
 * copies (current and candidate) and copies only the routes an iteration touched, tracked in `dirty`.
 */
export class SolutionState {
  readonly routes: RouteState[];
  /** Route of each job, or -1 when unassigned. */
  readonly jobRoute: Int32Array;
  readonly absent: number[] = [];
  private readonly dirtyFlag: Uint8Array;
  readonly dirty: number[] = [];
  /** Every route's visit count and load (per dimension, at `r * dims + d`), kept by the routes. */
  readonly lens: Int32Array;
  readonly loads: Float64Array;

  constructor(readonly inst: Instance) {
    this.lens = new Int32Array(inst.m);
    this.loads = new Float64Array(inst.m * inst.dims);
    this.routes = Array.from({ length: inst.m }, (_, v) => new RouteState(inst, v, this.lens, this.loads));
    this.jobRoute = new Int32Array(inst.n).fill(-1);
    this.dirtyFlag = new Uint8Array(inst.m);
    for (let j = 0; j < inst.n; j++) this.absent.push(j);
  }

  cost(): number {
    let c = 0;
    for (const r of this.routes) c += r.cost;
    for (const j of this.absent) c += this.inst.penalty[j]!;
    return c;
  }

  distance(): number {
    let d = 0;
    for (const r of this.routes) d += r.dist;
    return d;
  }

  usedRoutes(): number {
    let k = 0;
    for (const r of this.routes) if (r.len > 0) k++;
    return k;
  }

  /** Adds a store visit (an unloading) at `pos` of route r. */
  insertStore(r: number, pos: number, store: number): void {
    this.routes[r]!.insert(pos, this.inst.n + store);
    this.touch(r);
  }

  /** Drops the store visits route r no longer needs (see RouteState.tidy). */
  tidy(r: number): void {
    if (this.routes[r]!.tidy()) this.touch(r);
  }

  touch(r: number): void {
    if (this.dirtyFlag[r] === 0) {
      this.dirtyFlag[r] = 1;
      this.dirty.push(r);
    }
  }

  clearDirty(): void {
    for (const r of this.dirty) this.dirtyFlag[r] = 0;
    empty(this.dirty);
  }

  /** Position of job j in its route (linear scan: routes are short and this is off the hot path). */
  position(j: number): number {
    const route = this.routes[this.jobRoute[j]!]!;
    for (let i = 1; i <= route.len; i++) if (route.nodes[i] === j) return i;
    return -1;
  }

  insert(r: number, pos: number, job: number): void {
    this.routes[r]!.insert(pos, job);
    this.jobRoute[job] = r;
    const k = this.absent.indexOf(job);
    if (k >= 0) {
      this.absent[k] = this.absent[this.absent.length - 1]!;
      this.absent.pop();
    }
    this.touch(r);
  }

  /**
   * Removes visits at the first `count` of the given positions (all by default) of route r and records
   * the jobs among them as absent.
   */
  remove(r: number, positions: ArrayLike<number>, count = positions.length): void {
    const route = this.routes[r]!;
    const n = this.inst.n;
    for (let k = 0; k < count; k++) {
      const j = route.nodes[positions[k]!]!;
      if (j >= n) continue;
      this.jobRoute[j] = -1;
      this.absent.push(j);
    }
    route.removePositions(positions, count);
    this.touch(r);
  }

  /** Rewrites route r with the given visits (jobs and stores); the jobs must not be in any other route. */
  setRoute(r: number, visits: ArrayLike<number>): void {
    const route = this.routes[r]!;
    const n = this.inst.n;
    // Only clear jobs still recorded here: when two routes are rewritten in turn, jobs that moved into
    // the first one must keep it.
    for (let i = 1; i <= route.len; i++) {
      const x = route.nodes[i]!;
      if (x < n && this.jobRoute[x] === r) this.jobRoute[x] = -1;
    }
    route.setJobs(visits);
    for (let i = 1; i <= route.len; i++) {
      const x = route.nodes[i]!;
      if (x < n) this.jobRoute[x] = r;
    }
    this.touch(r);
  }

  /** Rebuilds `absent` from `jobRoute` after routes were rewritten directly. */
  syncAbsent(): void {
    empty(this.absent);
    for (let j = 0; j < this.inst.n; j++) if (this.jobRoute[j] === -1) this.absent.push(j);
  }

  /** Makes this solution equal to `other`, copying only `routes` (all when omitted). */
  copyFrom(other: SolutionState, routes?: readonly number[]): void {
    const list = routes ?? this.routes.map((_, r) => r);
    for (const r of list) this.routes[r]!.copyFrom(other.routes[r]!);
    const n = this.inst.n;
    for (const r of list) {
      const route = this.routes[r]!;
      for (let i = 1; i <= route.len; i++) {
        const x = route.nodes[i]!;
        if (x < n) this.jobRoute[x] = r;
      }
    }
    empty(this.absent);
    for (const j of other.absent) {
      this.absent.push(j);
      this.jobRoute[j] = -1;
    }
    if (!routes) this.jobRoute.set(other.jobRoute);
  }
}
