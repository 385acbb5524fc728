import { z } from 'zod';
import { numberInput } from './strict-values';

/** Row ids are 32-bit integers in both engines; a larger number names no row and must not reach a query. */
export const MAX_ROW_ID = 2_147_483_647;

/** The id of a row, sent as a number or its digits (a query string). */
export const idRule = numberInput(
  z.number({ message: 'v.required' }).int({ message: 'v.wholeNumber' }).positive().max(MAX_ROW_ID),
);
