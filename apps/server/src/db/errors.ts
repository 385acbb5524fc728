/** A unique index refused the write (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE): the value is taken. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
