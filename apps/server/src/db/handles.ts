export type Engine = 'sqlite' | 'postgres';

/**
 * An open database. Its query builder is not a property: repositories (and the db layer) reach it
 * through `queryBuilder` (db/query-builder.ts), which the dependency rules let no other file import,
 * so SQL cannot be written in a service or a route.
 */
export interface Db {
  readonly engine: Engine;
  close(): Promise<void>;
}

declare const TRANSACTION: unique symbol;

/**
 * A running transaction, opaque outside the db layer: a service holds it and hands it to the
 * repositories (its own module's, or another module's public reads) that must write or read inside it.
 */
export interface Tx {
  readonly [TRANSACTION]: true;
}
