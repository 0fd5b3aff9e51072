import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Shares the opened database; closing the app closes it, after requests in flight have finished. */
export default fp(
  async function db(app: FastifyInstance, options: { database: Database; closeOnShutdown: boolean }) {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
    if (options.closeOnShutdown) app.addHook('onClose', () => options.database.close());
  },
  { name: 'db' },
);
