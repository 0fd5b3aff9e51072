import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MemoryBench {
  timeLimitMs: number;
  data: string;
  out?: string;
}

const CHILD = fileURLToPath(new URL('./memory-child.ts', import.meta.url));

/**
 * Peak resident memory of one solve per size, each in a fresh process (a peak cannot be reset): generated
 * instances of 250 to 4000 customers and the Gehring-Homberger r1_10_1. "Over baseline" is the peak
 * minus what the process held before reading the instance (Node, the TypeScript loader).
 */
export function runMemory(options: MemoryBench): void {
  const targets = [
    '250',
    '500',
    '1000',
    '2000',
    '3000',
    '4000',
    join(options.data, 'homberger_1000', 'r1_10_1.txt'),
  ];
  console.log(`Peak memory per solve, ${options.timeLimitMs} ms of CPU each, one process per solve`);
  console.log('instance       customers   peak MB   over baseline MB   iterations');
  const rows: unknown[] = [];
  for (const target of targets) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, CHILD, target, String(options.timeLimitMs)],
      {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      },
    );
    if (child.status !== 0) {
      console.log(`${target}: failed (${child.stderr.trim().split('\n').at(-1)})`);
      process.exitCode = 1;
      continue;
    }
    const row = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
      instance: string;
      customers: number;
      baselineKb: number;
      peakKb: number;
      iterations: number;
    };
    rows.push(row);
    console.log(
      `${row.instance.padEnd(14)} ${String(row.customers).padStart(9)} ${(row.peakKb / 1024).toFixed(0).padStart(9)} ${((row.peakKb - row.baselineKb) / 1024).toFixed(0).padStart(18)} ${String(row.iterations).padStart(12)}`,
    );
  }
  if (options.out) writeFileSync(options.out, `${JSON.stringify(rows, null, 2)}\n`);
}
