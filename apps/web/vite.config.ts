import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Vite lists, at every lazy import, each chunk the imported page needs, including chunks the importing
 * chunk itself has already loaded (the entry's React, Ant Design core…). With one list per page, those
 * names fill the entry chunk, which the login page downloads. This keeps only the chunks the importer
 * does not already have; what is loaded at run time is the same.
 */
function preloadOnlyMissingChunks(): { plugin: Plugin; resolve: (host: string, deps: string[]) => string[] } {
  let bundle: OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  const closureOf = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const chunk = bundle?.[name];
      if (chunk?.type === 'chunk') for (const next of chunk.imports) visit(next);
    };
    visit(file);
    closures.set(file, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'recolecta:preload-only-missing-chunks',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
    resolve: (host, deps) => (bundle ? deps.filter((dep) => !closureOf(host).has(dep)) : deps),
  };
}

const preload = preloadOnlyMissingChunks();

export default defineConfig({
  plugins: [react(), preload.plugin],
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' ? preload.resolve(hostId, deps) : deps,
    },
  },
});
