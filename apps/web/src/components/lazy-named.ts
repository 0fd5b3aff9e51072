import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
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

/**
 * `lazyNamed` for a page without props that can be loaded ahead (`preload`), and once loaded renders
 * without suspending: a page loaded before the first render then shows no spinner first (a spinner
 * the page replaces moves the layout, which Lighthouse counts as a layout shift).
 */
export function preloadableNamed<M, K extends keyof M>(loader: () => Promise<M>, name: K) {
  let loaded: ComponentType | undefined;
  const load = () =>
    loadChunk(loader).then((module) => {
      loaded = module[name] as ComponentType;
      return loaded;
    });
  const Lazy = lazy(async () => ({ default: loaded ?? (await load()) }));
  const Preloadable = () => createElement(loaded ?? Lazy);
  return Object.assign(Preloadable, { preload: load });
}
