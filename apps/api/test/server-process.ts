import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves once the server says it listens; rejects if it exits first. */
  listening: Promise<void>;
  /** The exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
}

/** The real process, as `npm start` runs it, on `port` with `dataDir` and any other settings. */
export function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Recolecta on')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${output}`));
    });
  });
  // Not every caller waits for it (a refused start never listens).
  listening.catch(() => {});
  return { child, listening, exited, output: () => output };
}
