import { z } from 'zod';

/** Row ids are 32-bit integers in both engines; a larger number names no row and must not reach a query. */
export const MAX_ROW_ID = 2_147_483_647;

/** The id of a row, sent as a number or a numeric string. */
export const idRule = z.coerce.number({ message: 'v.required' }).int().positive().max(MAX_ROW_ID);
