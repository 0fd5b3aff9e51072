import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSolution } from '../src/check/check.ts';
import { withMatrix } from '../src/locations.ts';
import { haversineMetres } from '../src/matrix/haversine.ts';
import { osrmProvider, UNREACHABLE } from '../src/matrix/osrm.ts';
import { defaultProvider } from '../src/matrix/provider.ts';
import { solve } from '../src/solve.ts';

// A stand-in for an OSRM server: answers /table/v1/driving/{lon,lat;...} with straight-line distances
// doubled and durations at 10 m/s, and null (unreachable) for any pair involving longitude 99.
const requests: string[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const match = /^\/table\/v1\/driving\/([^?]+)\?annotations=duration,distance$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'InvalidUrl' }));
      return;
    }
    const points = match[1]!.split(';').map((p) => p.split(',').map(Number) as [number, number]);
    const unreachable = (a: [number, number], b: [number, number]) => a !== b && (a[0] === 99 || b[0] === 99);
    const distances = points.map((a) =>
      points.map((b) => (unreachable(a, b) ? null : 2 * haversineMetres(a, b))),
    );
    const durations = distances.map((row) => row.map((d) => (d === null ? null : d / 10)));
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code: 'Ok', distances, durations }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('OSRM table provider', () => {
  const depot = [-3.7, 40.4] as const;
  const a = [-3.69, 40.41] as const;
  const b = [-3.71, 40.42] as const;

  it('builds the matrix from one table request and the solver uses it', async () => {
    requests.length = 0;
    const problem = await withMatrix(
      {
        jobs: [
          { id: 'a', location: a },
          { id: 'b', location: b },
        ],
        vehicles: [{ id: 't', start: depot, end: depot }],
      },
      osrmProvider({ url: `${url}/` }),
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]).toBe(
      `/table/v1/driving/-3.69,40.41;-3.71,40.42;-3.7,40.4?annotations=duration,distance`,
    );
    expect(problem.matrix.size).toBe(3);
    expect(problem.matrix.distances[0 * 3 + 1]).toBeCloseTo(2 * haversineMetres(a, b), 6);
    expect(problem.matrix.durations[0 * 3 + 1]).toBeCloseTo((2 * haversineMetres(a, b)) / 10, 6);
    const solution = solve(problem, { maxIterations: 50 });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    const loop = haversineMetres(depot, a) + haversineMetres(a, b) + haversineMetres(b, depot);
    expect(solution.distance).toBeCloseTo(2 * loop, 3);
  });

  it('treats unreachable pairs as prohibitive and leaves such jobs unassigned', async () => {
    const problem = await withMatrix(
      {
        jobs: [{ id: 'island', location: [99, 0] }],
        vehicles: [{ id: 't', start: depot, end: depot, shift: [0, 1e6] }],
      },
      osrmProvider({ url }),
    );
    expect(problem.matrix.distances[1]).toBe(UNREACHABLE);
    const solution = solve(problem, { maxIterations: 10 });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    expect(solution.unassigned).toEqual([{ jobId: 'island', reason: 'time_window' }]);
  });

  it('fails clearly on an error answer', async () => {
    await expect(osrmProvider({ url: `${url}/broken` }).build([a, b])).rejects.toThrow(/HTTP 400/);
  });

  it('is the default provider when ROUTING_URL is set', () => {
    expect(defaultProvider({ ROUTING_URL: url }).name).toBe('osrm');
    expect(defaultProvider({}).name).toBe('haversine');
  });
});
