import { SKU_LABELS, withNote } from '@portal/contract';

/** The product exports' time columns: written in UTC, and the header says so. */
export const CREATED_UTC = withNote(SKU_LABELS.created_at, 'UTC');
export const UPDATED_UTC = withNote(SKU_LABELS.updated_at, 'UTC');
