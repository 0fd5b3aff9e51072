import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountDeps } from './account-deps.ts';
import { codeKeyFrom } from './secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountDeps;
  }
}

export default fp(
  async function accounts(app: FastifyInstance, options: { publicUrl: string; jwtSecret: string }) {
    app.decorate('accounts', {
      db: app.db,
      tokens: app.tokens,
      publicUrl: options.publicUrl.replace(/\/$/, ''),
      codeKey: codeKeyFrom(options.jwtSecret),
    });
  },
  { name: 'accounts', dependencies: ['db', 'auth'] },
);
