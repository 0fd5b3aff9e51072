export * from './accounts.ts';
export * from './audit.ts';
export * from './catalogs.ts';
export * from './jobs.ts';
export * from './operations.ts';
export * from './orders.ts';
export * from './routes.ts';
export * from './schools.ts';
