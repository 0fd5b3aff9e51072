import { fileURLToPath } from 'node:url';

// Relative to this file, so that a clone anywhere finds the benchmark data it ships with.
export const DATA_DIR = fileURLToPath(new URL('../bench/data/', import.meta.url));
export const SOLOMON_DIR = fileURLToPath(new URL('../bench/data/solomon', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
