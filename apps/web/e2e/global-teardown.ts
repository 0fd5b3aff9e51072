import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Removes the data folder the config made for its own server (≈ 40 MB of PGlite per run). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (process.env.E2E_BASE_URL || !dir) return;
  const name = path.basename(dir);
  // Only a folder this config created: under the temp directory, named by mkdtemp.
  if (path.dirname(dir) !== tmpdir() || !name.startsWith('recolecta-e2e-')) return;
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch {
    // Leaving a temp folder behind is not worth failing a green run for.
  }
}
