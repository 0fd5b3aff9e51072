import type { FIELD_LABELS } from '@recolecta/shared/labels';
import type { Permission } from '@recolecta/shared/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { bearerToken } from '../lib/http.ts';
import type { Principal } from '../lib/principal.ts';
import { loadPrincipal } from '../modules/auth/principal.ts';
import { createTokenService, type TokenService } from '../modules/auth/tokens.ts';

/**
 * What a route lets through: anyone (`public`), any signed-in user (`session`), or holders of one
 * permission. Every `/api` route must declare it; the app refuses to start otherwise.
 */
export type RouteAccess = 'public' | 'session' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Open to users of a company still signing up, and to sign-up tokens (docs/product.md §2). */
    onboarding?: boolean;
    /** Whose field labels name the fields of validation messages ("Por favor ingresar Placa"). */
    labels?: keyof typeof FIELD_LABELS;
  }
  interface FastifyRequest {
    auth: Principal | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** Every route the app registered, with its access declaration (the route audit test reads it). */
    routeTable: { method: string; url: string; access: RouteAccess | undefined }[];
  }
}

export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  const token = bearerToken(request);
  const claims = token ? await app.tokens.verify(token) : null;
  const principal = claims ? await loadPrincipal(app.db, claims.jti, claims.sub) : null;
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal;
}

export default fp(
  async function auth(app: FastifyInstance, options: { jwtSecret: string; jwtTtlSeconds: number }) {
    app.decorate('tokens', createTokenService(options.jwtSecret, options.jwtTtlSeconds));
    app.decorate('routeTable', []);
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      // The API browser's own pages and assets are public documentation.
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
      const access = route.config?.access;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) app.routeTable.push({ method, url: route.url, access });
      if (route.url.startsWith('/api/') && !access) {
        throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      const access = config?.access;
      if (!access || access === 'public') return;
      const principal = await authenticate(app, request);
      request.auth = principal;
      if (principal.companyStatus === 'suspended') throw new AppError('COMPANY_SUSPENDED');
      if (!config.onboarding) {
        if (principal.purpose !== 'session') throw new AppError('COMPANY_NOT_ACTIVE');
        if (principal.companyStatus && principal.companyStatus !== 'active')
          throw new AppError('COMPANY_NOT_ACTIVE');
      }
      if (access !== 'session' && !principal.permissions.includes(access)) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
