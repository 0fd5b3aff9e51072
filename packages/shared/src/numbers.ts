import { z } from 'zod';

/**
 * Numbers as the database keeps them. A JSON number may be as large as 2^53 − 1 (or larger), but a
 * PostgreSQL `integer` column takes at most 2 147 483 647: every integer a request may carry states
 * its column's range, so a value beyond it is a 422 naming the field instead of a refused insert.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** An integer that fits an `integer` column; narrow it further with `.min()` / `.max()`. */
export const int32 = () => z.number().int().min(INT32_MIN).max(INT32_MAX);

/** The same, read from a query string (`?page=2`). */
export const queryInt32 = () => z.coerce.number().int().min(INT32_MIN).max(INT32_MAX);

/** A row version (the `version` column): 1 … 2 147 483 647. */
export const versionNumber = () => int32().min(1);
