import type { Instance } from './instance.ts';
import { earliestStart, latestArrival, routeDuration } from './schedule.ts';

/**
 * One vehicle's route with the cached schedule that makes insertion checks O(1): position 0 is the start
 * depot, 1..len the jobs, len + 1 the end depot.
 *  - `start[i]`: earliest service start at position i (departure for the start depot, arrival for the end);
 *  - `latest[i]`: latest arrival at position i from which the rest of the route stays feasible.
 * A job fits between i and i + 1 when it can be served after start[i] and reach i + 1 by latest[i + 1].
 * Schedules are monotone (arriving earlier never makes anything later), so the route is feasible exactly
 * when it can leave the depot on time: start[0] <= latest[0].
 */
export class RouteState {
  readonly v: number;
  len = 0;
  dist = 0;
  /** False when the route breaks a constraint: only a seeded route or non-metric travel times do. */
  feasible = true;
  readonly nodes: Int32Array;
  readonly start: Float64Array;
  readonly latest: Float64Array;
  /** Total load per dimension. */
  readonly load: Float64Array;

  constructor(
    private readonly inst: Instance,
    v: number,
  ) {
    this.v = v;
    const size = inst.n + 2;
    this.nodes = new Int32Array(size);
    this.start = new Float64Array(size);
    this.latest = new Float64Array(size);
    this.load = new Float64Array(inst.dims);
    this.nodes[0] = inst.vStart[v]!;
    this.nodes[1] = inst.vEnd[v]!;
    this.refresh();
  }

  get cost(): number {
    return this.len === 0 ? 0 : this.dist * this.inst.costPerDistance[this.v]! + this.inst.fixedCost[this.v]!;
  }

  /** Arrival at the end minus departure, where the vehicle leaves just in time for its first job. */
  duration(): number {
    return routeDuration(
      this.inst,
      this.v,
      this.len === 0 ? -1 : this.nodes[1]!,
      this.start[1]!,
      this.start[this.len + 1]!,
    );
  }

  /**
   * Inserts a job at `pos` and updates the caches incrementally: start times forward from `pos` until
   * they meet the old schedule again, latest times backward from `pos` (the suffix is unchanged).
   */
  insert(pos: number, job: number): void {
    const inst = this.inst;
    const { nodes, start, latest } = this;
    const N = inst.nodes;
    const last = this.len + 2;
    const a = nodes[pos - 1]!;
    const b = nodes[pos]!;
    nodes.copyWithin(pos + 1, pos, last);
    start.copyWithin(pos + 1, pos, last);
    latest.copyWithin(pos + 1, pos, last);
    nodes[pos] = job;
    this.len++;
    this.dist += inst.dist[a * N + job]! + inst.dist[job * N + b]! - inst.dist[a * N + b]!;
    for (let d = 0; d < inst.dims; d++) this.load[d] = this.load[d]! + inst.demand[job * inst.dims + d]!;
    for (let i = pos; i <= this.len + 1; i++) {
      const prev = nodes[i - 1]!;
      const node = nodes[i]!;
      const s = earliestStart(inst, node, start[i - 1]! + inst.service[prev]! + inst.time[prev * N + node]!);
      if (i > pos && s === start[i]) break;
      start[i] = s;
    }
    for (let i = pos; i >= 0; i--) {
      const node = nodes[i]!;
      latest[i] = latestArrival(inst, node, latest[i + 1]! - inst.time[node * N + nodes[i + 1]!]!);
    }
    this.feasible = this.check();
  }

  /** Removes the jobs at the given positions, which must be in increasing order. */
  removePositions(positions: readonly number[]): void {
    let w = 1;
    let k = 0;
    for (let i = 1; i <= this.len + 1; i++) {
      if (k < positions.length && positions[k] === i) k++;
      else this.nodes[w++] = this.nodes[i]!;
    }
    this.len = w - 2;
    this.refresh();
  }

  /** Replaces the jobs with `jobs` in order. */
  setJobs(jobs: ArrayLike<number>): void {
    const end = this.inst.vEnd[this.v]!;
    for (let i = 0; i < jobs.length; i++) this.nodes[i + 1] = jobs[i]!;
    this.len = jobs.length;
    this.nodes[this.len + 1] = end;
    this.refresh();
  }

  copyFrom(other: RouteState): void {
    const k = other.len + 2;
    this.len = other.len;
    this.dist = other.dist;
    this.feasible = other.feasible;
    this.nodes.set(other.nodes.subarray(0, k));
    this.start.set(other.start.subarray(0, k));
    this.latest.set(other.latest.subarray(0, k));
    this.load.set(other.load);
  }

  /** Recomputes every cache from the node list. */
  refresh(): void {
    const inst = this.inst;
    const { nodes, start, latest, load } = this;
    const N = inst.nodes;
    const dims = inst.dims;
    const last = this.len + 1;
    start[0] = inst.shiftStart[this.v]!;
    load.fill(0);
    let dist = 0;
    for (let i = 1; i <= last; i++) {
      const prev = nodes[i - 1]!;
      const node = nodes[i]!;
      start[i] = earliestStart(inst, node, start[i - 1]! + inst.service[prev]! + inst.time[prev * N + node]!);
      dist += inst.dist[prev * N + node]!;
      if (node < inst.n) for (let d = 0; d < dims; d++) load[d] = load[d]! + inst.demand[node * dims + d]!;
    }
    latest[last] = inst.shiftEnd[this.v]!;
    for (let i = last - 1; i >= 0; i--) {
      const node = nodes[i]!;
      latest[i] = latestArrival(inst, node, latest[i + 1]! - inst.time[node * N + nodes[i + 1]!]!);
    }
    this.dist = dist;
    this.feasible = this.check();
  }

  private check(): boolean {
    const inst = this.inst;
    if (!(this.start[0]! <= this.latest[0]!)) return false;
    for (let d = 0; d < inst.dims; d++)
      if (this.load[d]! > inst.capacity[this.v * inst.dims + d]!) return false;
    return this.len === 0 || this.duration() <= inst.maxDuration[this.v]!;
  }
}
