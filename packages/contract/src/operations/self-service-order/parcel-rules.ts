import { z } from 'zod';
import { DUTY_TERMS, HANDOVER_METHODS, PARCEL_STATUSES } from './parcel-status';

/** Pieces one parcel order may hold (a multi-piece consignment), and customs lines one piece may declare. */
export const PARCEL_PIECES_MAX = 20;
export const CUSTOMS_LINES_MAX = 50;
/** Saved sender addresses one merchant may keep. */
export const PARCEL_SENDERS_MAX = 50;
export const CUSTOMER_REF_MAX = 50;
/** 1 million dollars: the most one parcel order may be insured for, in cents. */
export const PARCEL_INSURED_MAX = 100_000_000;

/** Optional text, trimmed, empty by default. */
export const optionalText = (max: number) => z.string().trim().max(max, { message: 'v.tooLong' }).default('');
/** Required text, trimmed, refused with `message` when empty. */
export const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message: 'v.tooLong' });

export const parcelStatusSchema = z.enum(PARCEL_STATUSES, { message: 'v.choice' });
export const handoverMethodSchema = z.enum(HANDOVER_METHODS, { message: 'v.choice' });
export const dutyTermsSchema = z.enum(DUTY_TERMS, { message: 'v.choice' });
