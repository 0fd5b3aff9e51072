import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { IndexedProblem } from './locations.ts';
import { euclideanMatrix } from './matrix/euclidean.ts';

export interface SolomonCustomer {
  number: number;
  x: number;
  y: number;
  demand: number;
  ready: number;
  due: number;
  service: number;
}

export interface SolomonInstance {
  name: string;
  vehicles: number;
  capacity: number;
  /** Row 0 is the depot. */
  customers: SolomonCustomer[];
}

/** Parses the Solomon text format: name, VEHICLE section, then one row of seven numbers per customer. */
export function parseSolomon(text: string, fallbackName = 'instance'): SolomonInstance {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const name = lines.find((l) => l.length > 0) ?? fallbackName;
  const numericRows = lines
    .filter((l) => /^[-\d.\s]+$/.test(l) && l.length > 0)
    .map((l) => l.split(/\s+/).map(Number));
  const fleet = numericRows.find((r) => r.length === 2);
  if (!fleet) throw new Error('Solomon file without a VEHICLE NUMBER CAPACITY line');
  const customers = numericRows
    .filter((r) => r.length === 7)
    .map(([number, x, y, demand, ready, due, service]) => ({
      number: number!,
      x: x!,
      y: y!,
      demand: demand!,
      ready: ready!,
      due: due!,
      service: service!,
    }));
  if (customers[0]?.number !== 0)
    throw new Error('Solomon file must start its customer rows with the depot (0)');
  return { name, vehicles: fleet[0]!, capacity: fleet[1]!, customers };
}

export function readSolomon(path: string): SolomonInstance {
  return parseSolomon(readFileSync(path, 'utf8'), basename(path).replace(/\.[^.]*$/, ''));
}

export interface SolomonOptions {
  /**
   * Truncate every distance to one decimal, floor(10 * d) / 10, as the DIMACS 2021 challenge and the
   * published Gehring-Homberger best known solutions do. Off by default: Solomon's best known solutions
   * use unrounded distances.
   */
  truncate?: boolean;
}

/** Gehring-Homberger instances are named like c1_10_1 (class, hundreds of customers, number). */
export function isHombergerName(name: string): boolean {
  return /^(c|r|rc)[12]_\d+_\d+$/i.test(name);
}

/**
 * The benchmark as a general problem: Euclidean distances (unrounded, or truncated with `truncate`),
 * travel time equal to distance, a fleet of identical vehicles whose shift is the depot's window. Job ids
 * are the customer numbers.
 */
export function solomonProblem(instance: SolomonInstance, options: SolomonOptions = {}): IndexedProblem {
  const depot = instance.customers[0]!;
  const matrix = euclideanMatrix(
    instance.customers.map((c) => [c.x, c.y] as const),
    1,
    options.truncate ?? false,
  );
  return {
    matrix,
    jobs: instance.customers.slice(1).map((c, i) => ({
      id: String(c.number),
      location: i + 1,
      demand: [c.demand],
      service: c.service,
      timeWindows: [[c.ready, c.due]],
    })),
    vehicles: Array.from({ length: instance.vehicles }, (_, v) => ({
      id: String(v + 1),
      start: 0,
      end: 0,
      capacity: [instance.capacity],
      shift: [depot.ready, depot.due] as const,
    })),
  };
}
