import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other non-API GET answers
 * index.html so client-side routes survive a reload.
 */
export default fp(
  async function web(app: FastifyInstance, options: { root: string }) {
    const index = path.join(options.root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ root: options.root }, 'web app not built: run `npm run build` to serve it');
      return;
    }
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent as they
      // are to a browser that accepts them, with `Vary: Accept-Encoding`.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith('/api/')) return reply.callNotFound();
      const file = path.join(options.root, path.normalize(url));
      if (path.extname(url) && file.startsWith(options.root) && existsSync(file)) {
        return reply.sendFile(path.relative(options.root, file));
      }
      if (path.extname(url)) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web' },
);
