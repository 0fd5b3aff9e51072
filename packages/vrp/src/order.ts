import type { Instance } from './instance.ts';
import type { Rng } from './rng.ts';

/**
 * Order in which the recreate step reinserts removed jobs, drawn at random from weighted criteria as in
 * SISR (random, largest demand, farthest, closest), plus two time-window criteria that help on VRPTW:
 * earliest window first and narrowest window first.
 */
export class RecreateOrder {
  private readonly keys: (Float64Array | null)[];
  private readonly cumulative: number[];

  constructor(inst: Instance, weights = { random: 4, demand: 4, far: 2, close: 1, early: 2, narrow: 1 }) {
    const n = inst.n;
    const depot = inst.vStart[0] ?? 0;
    const demand = new Float64Array(n);
    const far = new Float64Array(n);
    const close = new Float64Array(n);
    const early = new Float64Array(n);
    const narrow = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      for (let d = 0; d < inst.dims; d++) {
        const cap = inst.capacity[d];
        const scale = cap !== undefined && Number.isFinite(cap) && cap > 0 ? cap : 1;
        demand[j] = (demand[j] ?? 0) - inst.demand[j * inst.dims + d]! / scale;
      }
      const dd = inst.dist[depot * inst.nodes + j]!;
      far[j] = -dd;
      close[j] = dd;
      const first = inst.twStart[inst.twOffset[j]!]!;
      early[j] = Number.isFinite(first) ? first : 0;
      const width = inst.lastEnd[j]! - first;
      narrow[j] = Number.isFinite(width) ? width : Number.MAX_VALUE;
    }
    this.keys = [null, demand, far, close, early, narrow];
    const w = [weights.random, weights.demand, weights.far, weights.close, weights.early, weights.narrow];
    let acc = 0;
    this.cumulative = w.map((x) => (acc += x));
  }

  /** Sorts `jobs` in place by a randomly chosen criterion. */
  sort(jobs: number[], rng: Rng): void {
    shuffle(jobs, rng);
    const total = this.cumulative[this.cumulative.length - 1]!;
    const x = rng.next() * total;
    let k = 0;
    while (x >= this.cumulative[k]!) k++;
    const key = this.keys[k];
    if (!key) return;
    // Insertion sort: the lists are short, and it is stable so ties keep their random order.
    for (let i = 1; i < jobs.length; i++) {
      const j = jobs[i]!;
      const kj = key[j]!;
      let p = i - 1;
      while (p >= 0 && key[jobs[p]!]! > kj) {
        jobs[p + 1] = jobs[p]!;
        p--;
      }
      jobs[p + 1] = j;
    }
  }
}

export function shuffle(items: number[], rng: Rng): void {
  for (let i = items.length - 1; i > 0; i--) {
    const k = rng.int(i + 1);
    const t = items[i]!;
    items[i] = items[k]!;
    items[k] = t;
  }
}
