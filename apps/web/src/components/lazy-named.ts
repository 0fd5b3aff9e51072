import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadChunk } from '../lib/chunk-load-error.ts';

/** `React.lazy` for a named export, with chunk failures reported as `ChunkLoadError`. */
export function lazyNamed<M, K extends keyof M>(
  loader: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazy(async () => {
    const module = await loadChunk(loader);
    return { default: module[name] as M[K] extends ComponentType<infer P> ? ComponentType<P> : never };
  });
}
