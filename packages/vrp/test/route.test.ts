import { describe, expect, it } from 'vitest';
import { compile } from '../src/instance.ts';
import { Rng } from '../src/rng.ts';
import { RouteState } from '../src/route.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { SOLOMON_DIR } from './paths.ts';

describe('route caches', () => {
  it('stay equal to a full recomputation through incremental insertions and removals', () => {
    const inst = compile(solomonProblem(readSolomon(`${SOLOMON_DIR}/RC201.txt`)));
    const rng = new Rng(11);
    const route = new RouteState(inst, 0);
    const fresh = new RouteState(inst, 1);
    const unused = Array.from({ length: inst.n }, (_, j) => j);
    for (let step = 0; step < 400; step++) {
      if (route.len > 3 && rng.next() < 0.3) {
        const p = 1 + rng.int(route.len - 1);
        unused.push(route.nodes[p]!, route.nodes[p + 1]!);
        route.removePositions([p, p + 1]);
      } else if (unused.length > 0) {
        const k = rng.int(unused.length);
        const job = unused.splice(k, 1)[0]!;
        route.insert(1 + rng.int(route.len + 1), job);
      }
      fresh.setJobs(route.nodes.subarray(1, route.len + 1));
      const k = route.len + 2;
      expect(Array.from(route.start.subarray(0, k))).toEqual(Array.from(fresh.start.subarray(0, k)));
      expect(Array.from(route.latest.subarray(0, k))).toEqual(Array.from(fresh.latest.subarray(0, k)));
      expect(route.dist).toBeCloseTo(fresh.dist, 9);
      expect(route.feasible).toBe(fresh.feasible);
      expect(Array.from(route.load)).toEqual(Array.from(fresh.load));
    }
  });
});
