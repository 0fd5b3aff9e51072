import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_CACHE_CONTROL } from '../lib/http.ts';

/** Where map tiles come from, as a CSP source: `https://{s}.tile.example.org/…` → `https://*.tile.example.org`. */
export function tileSource(tileUrl: string) {
  return tileUrl.replace(/\{s\}/g, '*').replace(/^(https?:\/\/[^/]+).*$/, '$1');
}

/**
 * Security headers (a CSP that admits Ant Design's inline styles and Stripe's frames, `nosniff`), a
 * rate limit, and `Cache-Control: private, no-store` on every API answer that does not set its own:
 * lists, records, PDFs and images carry one company's data, and a shared browser or a proxy must not
 * keep them after the session ends. The web app's own files are cached by `plugins/web.ts`.
 */
export default fp(
  async function security(app: FastifyInstance, options: { rateLimitPerMinute: number; mapTileUrl: string }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://js.stripe.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', tileSource(options.mapTileUrl), 'https://*.stripe.com'],
          connectSrc: ["'self'", 'https://api.stripe.com'],
          frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', API_CACHE_CONTROL);
      }
    });
    if (options.rateLimitPerMinute > 0) {
      // A root hook, registered before the auth plugin's: a request is counted before its token is
      // checked, so guessing tokens or hitting unknown paths is limited too.
      await app.register(rateLimit, { global: false });
      app.addHook(
        'onRequest',
        app.rateLimit({
          max: options.rateLimitPerMinute,
          timeWindow: '1 minute',
          // Static files are cheap and come in bursts; only the API is limited.
          allowList: (request) => !request.url.startsWith('/api/'),
        }),
      );
    }
  },
  { name: 'security' },
);
