/**
 * Milliseconds of CPU time used by this process (all threads). A time limit counted with it gives the
 * search what one dedicated core would give it, however busy the machine is; the benchmark and the
 * command line offer it as `--clock cpu`. Only meaningful when the solve runs on the calling thread.
 */
export function cpuClock(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

export const wallClock = (): number => performance.now();

/** The clock named on a command line: `wall` (default) or `cpu`. */
export function clockNamed(name: string | undefined): () => number {
  if (name === undefined || name === 'wall') return wallClock;
  if (name === 'cpu') return cpuClock;
  throw new Error(`unknown clock "${name}" (wall or cpu)`);
}
