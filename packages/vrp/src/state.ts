import type { Instance } from './instance.ts';
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

  constructor(readonly inst: Instance) {
    this.routes = Array.from({ length: inst.m }, (_, v) => new RouteState(inst, v));
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

  touch(r: number): void {
    if (this.dirtyFlag[r] === 0) {
      this.dirtyFlag[r] = 1;
      this.dirty.push(r);
    }
  }

  clearDirty(): void {
    for (const r of this.dirty) this.dirtyFlag[r] = 0;
    this.dirty.length = 0;
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

  /** Removes jobs at the given positions of route r and records them as absent. */
  remove(r: number, positions: readonly number[]): void {
    const route = this.routes[r]!;
    for (const p of positions) {
      const j = route.nodes[p]!;
      this.jobRoute[j] = -1;
      this.absent.push(j);
    }
    route.removePositions(positions);
    this.touch(r);
  }

  /** Rewrites route r with the given jobs, which must not be in any other route. */
  setRoute(r: number, jobs: ArrayLike<number>): void {
    const route = this.routes[r]!;
    // Only clear jobs still recorded here: when two routes are rewritten in turn, jobs that moved into
    // the first one must keep it.
    for (let i = 1; i <= route.len; i++)
      if (this.jobRoute[route.nodes[i]!] === r) this.jobRoute[route.nodes[i]!] = -1;
    route.setJobs(jobs);
    for (let i = 1; i <= route.len; i++) this.jobRoute[route.nodes[i]!] = r;
    this.touch(r);
  }

  /** Rebuilds `absent` from `jobRoute` after routes were rewritten directly. */
  syncAbsent(): void {
    this.absent.length = 0;
    for (let j = 0; j < this.inst.n; j++) if (this.jobRoute[j] === -1) this.absent.push(j);
  }

  /** Makes this solution equal to `other`, copying only `routes` (all when omitted). */
  copyFrom(other: SolutionState, routes?: readonly number[]): void {
    const list = routes ?? this.routes.map((_, r) => r);
    for (const r of list) this.routes[r]!.copyFrom(other.routes[r]!);
    for (const r of list) {
      const route = this.routes[r]!;
      for (let i = 1; i <= route.len; i++) this.jobRoute[route.nodes[i]!] = r;
    }
    this.absent.length = 0;
    for (const j of other.absent) {
      this.absent.push(j);
      this.jobRoute[j] = -1;
    }
    if (!routes) this.jobRoute.set(other.jobRoute);
  }
}
