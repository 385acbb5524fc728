import type { Kysely } from 'kysely';

/**
 * What a migration writes through: tables as they were when it shipped, not as the modules' table
 * types describe them today (a migration never changes once shipped; the types move on).
 */
export type MigrationDb = Kysely<Record<string, Record<string, unknown>>>;
