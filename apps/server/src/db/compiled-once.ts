import { type Compilable, type CompiledQuery, createQueryId, type Kysely } from 'kysely';

/** Stands for a parameter while the query is compiled; no value a caller sends looks like it. */
const MARKER_PREFIX = '\u0000compiled-once:';

type Value = string | number;
/** A query's parameters: a value, a list of values (an `in` list), or nothing (a filter not set). */
export type ShapeParams = Record<string, Value | readonly Value[] | undefined>;

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** Per bound parameter: where its value comes from (`[name]` or `[name, index]`), or none for a constant. */
  slots: ([string] | [string, number] | undefined)[];
}

function marker(name: string, index?: number): string {
  return `${MARKER_PREFIX}${name}${index === undefined ? '' : `#${index}`}`;
}

/**
 * What decides the SQL of a call: each parameter's presence, a list's length, and a falsy value
 * itself ('' and 0 are not replaced by markers, which are truthy, so `if (value)` in a builder
 * chooses as it would for them), the value of each parameter named in `literal`, plus the caller's
 * `choices` (an order, a direction).
 */
function shapeKey(params: ShapeParams, choices: string, literal: readonly string[]): string {
  let key = choices;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    const kind =
      value === undefined
        ? 'u'
        : literal.includes(name)
          ? `l${JSON.stringify(value)}`
          : Array.isArray(value)
            ? `a${value.length}`
            : value
              ? 'v'
              : `f${JSON.stringify(value)}`;
    key += `|${name}:${kind}`;
  }
  return key;
}

/** A marker for each parameter, each list item a marker of its own; a `literal` one keeps its value. */
function markersFor(params: ShapeParams, literal: readonly string[] = []): ShapeParams {
  const markers: ShapeParams = {};
  for (const [name, value] of Object.entries(params)) {
    markers[name] = literal.includes(name)
      ? value
      : Array.isArray(value)
        ? value.map((_, i) => marker(name, i))
        : value
          ? marker(name)
          : value;
  }
  return markers;
}

function compile<Row>(
  params: ShapeParams,
  build: (params: ShapeParams) => Compilable<Row>,
  literal: readonly string[] = [],
): Compiled<Row> {
  // The markers are strings whatever the parameter's type: they only travel as bound values.
  const markers = markersFor(params, literal);
  const query = build(markers).compile();
  const slots = query.parameters.map((value): Compiled<Row>['slots'][number] => {
    if (typeof value !== 'string' || !value.startsWith(MARKER_PREFIX)) return undefined;
    const [name, index] = value.slice(MARKER_PREFIX.length).split('#') as [string, string | undefined];
    return index === undefined ? [name] : [name, Number(index)];
  });
  const bound = new Set(slots.map((slot) => slot && marker(slot[0], slot[1])));
  const missing = Object.values(markers)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value) => typeof value === 'string' && value.startsWith(MARKER_PREFIX) && !bound.has(value));
  if (missing.length) {
    throw new Error(
      `compiledOnce: parameters not bound in the query: ${missing.map((m) => m.slice(MARKER_PREFIX.length)).join(', ')}`,
    );
  }
  if (query.sql.includes(MARKER_PREFIX)) throw new Error('compiledOnce: a parameter became part of the SQL text');
  return { query, slots };
}

function run<Row>(kysely: Kysely<unknown>, compiled: Compiled<Row>, params: ShapeParams): Promise<Row[]> {
  const parameters = compiled.slots.map((slot, i) => {
    if (!slot) return compiled.query.parameters[i];
    const value = params[slot[0]];
    return slot.length === 2 ? (value as readonly Value[])[slot[1]] : value;
  });
  return kysely.executeQuery<Row>({ ...compiled.query, queryId: createQueryId(), parameters }).then((r) => r.rows);
}

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
  const sample = Object.fromEntries(names.map((name) => [name, name]));
  const compiled = compile(sample, build as unknown as (params: ShapeParams) => Compilable<Row>);
  return (params) => run(kysely as Kysely<unknown>, compiled, params);
}

/**
 * A query whose SQL takes one of a few shapes (which filters are set, how many ids an `in` list
 * holds, the order), compiled once per shape as `compiledOnce` compiles one: the hot lists (the SKU
 * list's count, page, categories and stock) skip Kysely's building and compiling on every call.
 * `build` gets markers for the values as `compiledOnce`'s does, each list as markers of its length,
 * and must choose its shape only from what `shapeKey` sees (a parameter's presence, a list's length,
 * a falsy value) and from `choices`. A parameter named in `literal` reaches `build` as its own value
 * and each of its values is a shape of its own: a page's LIMIT, which SQLite's compiler writes into
 * the SQL (`literal-limit.ts`). A text turned into a pattern (`containsText`) cannot pass as a
 * marker: the caller says `reusable: false`, and `build` gets that call's own values, to Kysely as
 * usual. At most `capacity` shapes are kept (least recently used first out), and a list longer than
 * `maxListLength` is compiled for its call alone.
 */
export function compiledPerShape<Row>(
  /** Asked at each call: a repository may make its shapes before the database is open. */
  kysely: () => Kysely<unknown>,
  build: (params: ShapeParams, choices: string) => Compilable<Row>,
  {
    capacity = 64,
    maxListLength = 200,
    literal = [],
  }: { capacity?: number; maxListLength?: number; literal?: readonly string[] } = {},
): (params: ShapeParams, choices?: string, options?: { reusable: boolean }) => Promise<Row[]> {
  const shapes = new Map<string, Compiled<Row>>();
  return (params, choices = '', { reusable } = { reusable: true }) => {
    if (!reusable)
      return kysely()
        .executeQuery(build(params, choices).compile())
        .then((result) => result.rows);
    const key = shapeKey(params, choices, literal);
    let compiled = shapes.get(key);
    if (compiled) {
      shapes.delete(key);
      shapes.set(key, compiled);
    } else {
      compiled = compile(params, (markers) => build(markers, choices), literal);
      const keep = Object.values(params).every((v) => !Array.isArray(v) || v.length <= maxListLength);
      if (keep) {
        shapes.set(key, compiled);
        if (shapes.size > capacity) shapes.delete(shapes.keys().next().value as string);
      }
    }
    return run(kysely(), compiled, params);
  };
}
