import { type addressAnswerFields, pickAddress } from '@recolecta/shared/companies';
import type { z } from 'zod';

/** A Mexican address with its map pin, as sites and stores keep and answer it. */
export type Address = { [K in keyof typeof addressAnswerFields]: z.output<(typeof addressAnswerFields)[K]> };

/** The address of a row or an input, without the rest of it. */
export const addressOf = (row: Address): Address => pickAddress(row);
