import type { ParcelStatus } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { NewPiece, ParcelOrdersTable, ParcelTables, ParcelValues } from './parcel-tables';

/** Ids (or references) per IN list: a statement each stays under the engines' parameter limits. */
const IDS_PER_STATEMENT = 1000;

/** Runs `work` on `keys` a slice of IDS_PER_STATEMENT at a time, one after another, and answers every row. */
export async function perStatement<K, R>(keys: readonly K[], work: (slice: K[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let start = 0; start < keys.length; start += IDS_PER_STATEMENT) {
    rows.push(...(await work(keys.slice(start, start + IDS_PER_STATEMENT))));
  }
  return rows;
}

export function parcelNoOf(id: number, createdAt: string): string {
  return `SP${createdAt.slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;
}

/**
 * The owner of `parcel_orders`, its pieces and customs lines, and their one writer: a new parcel (or
 * an import's slice of them), a draft's new contents, a status move (`ParcelMoves` is its one caller),
 * flags and fees, the hub's measures. Every write is per customer and conditional on the status the
 * caller read. The reads are `ParcelLookupRepository`'s (one parcel) and `ParcelListRepository`'s.
 */
export class ParcelRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ParcelTables>(this.db, tx);
  }

  /** A new parcel with its pieces and lines: its id and number. */
  async insert(
    tx: Tx,
    scope: TenantScope,
    values: ParcelValues,
    pieces: NewPiece[],
    meta: { status: ParcelStatus; createdBy: number; at: string },
  ): Promise<{ id: number; parcel_no: string }> {
    const [saved] = await this.insertMany(tx, scope, [{ values, pieces }], meta);
    return saved as { id: number; parcel_no: string };
  }

  /**
   * Several parcels at once (an import's slice): their rows, numbers, pieces and lines in a few
   * statements, answered in the order given.
   */
  async insertMany(
    tx: Tx,
    scope: TenantScope,
    parcels: { values: ParcelValues; pieces: NewPiece[] }[],
    meta: { status: ParcelStatus; createdBy: number; at: string },
  ): Promise<{ id: number; parcel_no: string }[]> {
    if (!parcels.length) return [];
    const placeholders = parcels.map(() => `new-${crypto.randomUUID()}`);
    const rows = await this.kysely(tx)
      .insertInto('parcel_orders')
      .values(
        parcels.map(({ values }, i) => ({
          ...values,
          customer_id: scope.customerId,
          parcel_no: placeholders[i] as string,
          status: meta.status,
          courier: '',
          tracking_number: '',
          needs_reply: 0 as const,
          interception_requested: 0 as const,
          created_by: meta.createdBy,
          created_at: meta.at,
          updated_at: meta.at,
        })),
      )
      .returning(['id', 'parcel_no'])
      .execute();
    const idOf = new Map(rows.map((row) => [row.parcel_no, row.id]));
    const saved = placeholders.map((placeholder) => {
      const id = idOf.get(placeholder) as number;
      return { id, parcel_no: parcelNoOf(id, meta.at) };
    });
    await this.kysely(tx)
      .updateTable('parcel_orders')
      .set({
        parcel_no: sql<string>`case id ${sql.join(
          saved.map((parcel) => sql`when ${parcel.id} then ${parcel.parcel_no}`),
          sql` `,
        )} else parcel_no end`,
      })
      .where('customer_id', '=', scope.customerId)
      .where(
        'id',
        'in',
        saved.map((parcel) => parcel.id),
      )
      .execute();
    await this.insertPiecesOf(
      tx,
      scope,
      saved.map((parcel, i) => ({ parcelId: parcel.id, pieces: (parcels[i] as { pieces: NewPiece[] }).pieces })),
    );
    return saved;
  }

  /** A draft's new contents: the row's values and its pieces replaced. False when it is no longer a draft. */
  async replaceDraft(tx: Tx, scope: TenantScope, id: number, values: ParcelValues, pieces: NewPiece[], at: string) {
    const result = await this.kysely(tx)
      .updateTable('parcel_orders')
      .set({ ...values, updated_at: at })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.kysely(tx)
      .deleteFrom('parcel_customs_lines')
      .where('customer_id', '=', scope.customerId)
      .where('parcel_id', '=', id)
      .execute();
    await this.kysely(tx)
      .deleteFrom('parcel_pieces')
      .where('customer_id', '=', scope.customerId)
      .where('parcel_id', '=', id)
      .execute();
    await this.insertPiecesOf(tx, scope, [{ parcelId: id, pieces }]);
    return true;
  }

  /** The pieces and customs lines of several parcels, a statement each. */
  private async insertPiecesOf(tx: Tx, scope: TenantScope, parcels: { parcelId: number; pieces: NewPiece[] }[]) {
    await this.kysely(tx)
      .insertInto('parcel_pieces')
      .values(
        parcels.flatMap(({ parcelId, pieces }) =>
          pieces.map((piece, index) => ({
            customer_id: scope.customerId,
            parcel_id: parcelId,
            seq: index + 1,
            weight_g: piece.weight_g,
            length_cm: piece.length_cm,
            width_cm: piece.width_cm,
            height_cm: piece.height_cm,
            measured_weight_g: null,
            measured_length_cm: null,
            measured_width_cm: null,
            measured_height_cm: null,
          })),
        ),
      )
      .execute();
    const lines = parcels.flatMap(({ parcelId, pieces }) =>
      pieces.flatMap((piece, index) =>
        piece.customs_lines.map((line) => ({
          ...line,
          customer_id: scope.customerId,
          parcel_id: parcelId,
          piece_seq: index + 1,
        })),
      ),
    );
    // An import's slice may hold thousands of lines: a statement per thousand stays under the engines' parameter limits.
    await perStatement(lines, (slice) => this.kysely(tx).insertInto('parcel_customs_lines').values(slice).execute());
  }

  /**
   * Moves a parcel from `from` (what the caller read) to `to` with the other columns given: false when
   * another writer moved it first.
   */
  async move(
    tx: Tx,
    scope: TenantScope,
    id: number,
    from: ParcelStatus,
    to: ParcelStatus,
    at: string,
    set: Partial<
      Pick<
        ParcelOrdersTable,
        | 'estimated_total'
        | 'estimated_fee'
        | 'final_total'
        | 'final_fee'
        | 'courier'
        | 'tracking_number'
        | 'needs_reply'
        | 'interception_requested'
        | 'exception_from'
      >
    > = {},
  ): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('parcel_orders')
      .set({ ...set, status: to, updated_at: at })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Changes flags or the fee without a move, while the parcel is still in `status`. */
  async update(
    tx: Tx,
    scope: TenantScope,
    id: number,
    status: ParcelStatus,
    at: string,
    set: Partial<
      Pick<ParcelOrdersTable, 'needs_reply' | 'interception_requested' | 'estimated_total' | 'estimated_fee'>
    >,
  ): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('parcel_orders')
      .set({ ...set, updated_at: at })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .where('status', '=', status)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setMeasured(
    tx: Tx,
    scope: TenantScope,
    parcelId: number,
    measured: { weight_g: number; length_cm: number; width_cm: number; height_cm: number }[],
  ) {
    for (const [index, piece] of measured.entries()) {
      await this.kysely(tx)
        .updateTable('parcel_pieces')
        .set({
          measured_weight_g: piece.weight_g,
          measured_length_cm: piece.length_cm,
          measured_width_cm: piece.width_cm,
          measured_height_cm: piece.height_cm,
        })
        .where('customer_id', '=', scope.customerId)
        .where('parcel_id', '=', parcelId)
        .where('seq', '=', index + 1)
        .execute();
    }
  }
}
