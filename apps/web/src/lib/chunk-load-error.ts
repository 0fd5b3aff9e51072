/** A lazily loaded part of the app (a layout or page chunk) could not be fetched. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Chunk load failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

// What browsers and Vite say when a dynamic import cannot be fetched (Chromium, Firefox, Safari, Vite's CSS preload).
const FETCH_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch/i;

/**
 * True for a failure to fetch a chunk, false for a module that loaded and then threw: that is a bug,
 * and belongs to the router's error page, not to a "reload" offer.
 */
export function isChunkFetchFailure(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && FETCH_FAILURE.test(error.message);
}

// The original gave lazy chunks 120 s to arrive.
export const CHUNK_TIMEOUT_MS = 120_000;

/** Runs a dynamic import, turning fetch failures and a stalled fetch into `ChunkLoadError`. */
export function loadChunk<T>(loader: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(new Error('Chunk load timed out'))), timeoutMs);
    loader().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkFetchFailure(error) ? new ChunkLoadError(error) : error);
      },
    );
  });
}
