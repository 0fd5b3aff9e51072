import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, so the server
 * sends them as they are (`preCompressed` in apps/api/src/plugins/web.ts) instead of compressing per
 * request or not at all. Done once at build time, brotli can use its best (slowest) level.
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
  const MIN_BYTES = 1024;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  let outDir = 'dist';
  return {
    name: 'recolecta:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), preload.plugin, precompress()],
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
    rolldownOptions: {
      output: {
        // Left alone, Rolldown makes one chunk per combination of importers: the login page loaded 44
        // scripts. Two groups instead (docs/performance.md, "Pages"): everything the entry imports
        // statically in one chunk, and the login page with what it alone needs in another.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            {
              name: 'login-page',
              test: /src[\\/]features[\\/]auth[\\/]pages[\\/]login-page\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' ? preload.resolve(hostId, deps) : deps,
    },
  },
});
