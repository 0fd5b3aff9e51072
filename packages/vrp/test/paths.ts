import { fileURLToPath } from 'node:url';

export const SOLOMON_DIR = '/work/shared/bench/vrptw/solomon';
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
