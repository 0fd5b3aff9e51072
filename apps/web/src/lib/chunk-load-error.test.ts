import { describe, expect, it } from 'vitest';
import { ChunkLoadError, isChunkFetchFailure, loadChunk } from './chunk-load-error.ts';

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk(async () => ({ Page: 1 }))).resolves.toEqual({ Page: 1 });
  });

  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: http://x/assets/a.js',
    'Unable to preload CSS for /assets/a.css',
  ])('turns "%s" into a ChunkLoadError', async (message) => {
    const failure = loadChunk(() => Promise.reject(new TypeError(message)));
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('leaves a module that threw while running as it is (a bug, not a download problem)', async () => {
    const bug = new Error('x is not a function');
    await expect(loadChunk(() => Promise.reject(bug))).rejects.toBe(bug);
    expect(isChunkFetchFailure(bug)).toBe(false);
  });

  it('gives up on a chunk that never arrives', async () => {
    await expect(loadChunk(() => new Promise(() => {}), 20)).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
