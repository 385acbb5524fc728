import { type Compilable, type CompiledQuery, createQueryId, type Kysely } from 'kysely';

/** Stands for a parameter while the query is compiled; no value a caller sends looks like it. */
const MARKER_PREFIX = '\u0000compiled-once:';

/**
 * A query whose SQL is the same on every call, built and compiled by Kysely once and then run with
 * each call's values. Kysely builds a tree of immutable nodes and compiles it to SQL on every call
 * (for the session lookup that every signed-in request makes, more time than SQLite took to run
 * it); a query on the hot path whose shape never changes can skip that.
 *
 * `build` receives markers in place of the parameters and must use each only as a value Kysely
 * sends as a bound parameter (`where(column, '=', value)`, `values(…)`), never to choose the
 * query's shape: a parameter it cannot find in the compiled query is refused at once.
 */
export function compiledOnce<DB, P extends Record<string, string | number>, Row>(
  kysely: Kysely<DB>,
  names: readonly (keyof P & string)[],
  build: (params: P) => Compilable<Row>,
): (params: P) => Promise<Row[]> {
  const markers = Object.fromEntries(names.map((name) => [name, `${MARKER_PREFIX}${name}`]));
  // The markers are strings whatever the parameter's type: they only travel as bound values.
  const compiled: CompiledQuery<Row> = build(markers as unknown as P).compile();
  const slots = compiled.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(MARKER_PREFIX) ? value.slice(MARKER_PREFIX.length) : undefined,
  );
  const missing = names.filter((name) => !slots.includes(name));
  if (missing.length) throw new Error(`compiledOnce: parameters not bound in the query: ${missing.join(', ')}`);
  if (compiled.sql.includes(MARKER_PREFIX)) throw new Error('compiledOnce: a parameter became part of the SQL text');
  return async (params) => {
    const parameters = slots.map((slot, i) => (slot === undefined ? compiled.parameters[i] : params[slot]));
    const result = await kysely.executeQuery<Row>({ ...compiled, queryId: createQueryId(), parameters });
    return result.rows;
  };
}
