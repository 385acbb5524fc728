import type { ParcelStatus } from '@portal/contract';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { ParcelCustomsLinesTable, ParcelOrdersTable, ParcelPiecesTable, ParcelTables } from './parcel-tables';

export type ParcelRow = Selectable<ParcelOrdersTable>;
export type PieceRow = Selectable<ParcelPiecesTable>;
export type CustomsLineRow = Selectable<ParcelCustomsLinesTable>;

/** What a save writes of the parcel row (its number, status and times are the repository's). */
export type ParcelValues = Omit<
  Insertable<ParcelOrdersTable>,
  | 'id'
  | 'customer_id'
  | 'parcel_no'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'created_by'
  | 'needs_reply'
  | 'interception_requested'
  | 'courier'
  | 'tracking_number'
>;

export interface NewPiece {
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  customs_lines: Omit<Insertable<ParcelCustomsLinesTable>, 'id' | 'customer_id' | 'parcel_id' | 'piece_seq'>[];
}

/** The list's filters as the repository takes them. */
export interface ParcelQuery {
  /** Parcel numbers, merchant references or tracking numbers, as typed. */
  numbers?: string[];
  createdFrom?: string;
  createdTo?: string;
  warehouseId?: number;
  methodCode?: string;
  country?: string;
  handoverMethod?: ParcelOrdersTable['handover_method'];
  awaitingReply?: boolean;
  status?: ParcelStatus;
}

/** Ids per IN list when reading the pieces and lines of an export's parcels. */
const ID_CHUNK = 1000;

export function parcelNoOf(id: number, createdAt: string): string {
  return `SP${createdAt.slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;
}

/**
 * `parcel_orders`, their pieces and customs lines: the one place these tables are queried, always
 * per customer (staff's look-up by parcel no. answers the merchant, whose scope every later step takes).
 */
export class ParcelRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ParcelTables>(this.db, tx);
  }

  private filtered(scope: TenantScope, query: ParcelQuery, tx?: Tx) {
    let q = this.kysely(tx).selectFrom('parcel_orders').where('parcel_orders.customer_id', '=', scope.customerId);
    if (query.numbers?.length) {
      const numbers = query.numbers;
      const upper = numbers.map((n) => n.toUpperCase());
      q = q.where((eb) =>
        eb.or([
          eb('parcel_orders.parcel_no', 'in', upper),
          eb('parcel_orders.customer_ref', 'in', numbers),
          eb('parcel_orders.tracking_number', 'in', numbers),
        ]),
      );
    }
    if (query.createdFrom) q = q.where('parcel_orders.created_at', '>=', query.createdFrom);
    if (query.createdTo) q = q.where('parcel_orders.created_at', '<=', query.createdTo);
    if (query.warehouseId !== undefined) q = q.where('parcel_orders.warehouse_id', '=', query.warehouseId);
    if (query.methodCode) q = q.where('parcel_orders.shipping_method_code', '=', query.methodCode);
    if (query.country) q = q.where('parcel_orders.country', '=', query.country);
    if (query.handoverMethod) q = q.where('parcel_orders.handover_method', '=', query.handoverMethod);
    if (query.awaitingReply) q = q.where('parcel_orders.needs_reply', '=', 1);
    if (query.status) q = q.where('parcel_orders.status', '=', query.status);
    return q;
  }

  /** Newest first. */
  list(scope: TenantScope, query: ParcelQuery, page: { offset: number; limit: number }): Promise<ParcelRow[]> {
    return this.filtered(scope, query)
      .selectAll('parcel_orders')
      .orderBy('parcel_orders.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  /** How many parcels each status holds under the filters (statuses with none are left out). */
  async countByStatus(scope: TenantScope, query: ParcelQuery): Promise<Map<ParcelStatus, number>> {
    const rows = await this.filtered(scope, { ...query, status: undefined })
      .select(['parcel_orders.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('parcel_orders.status')
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  }

  async count(scope: TenantScope, query: ParcelQuery): Promise<number> {
    const row = await this.filtered(scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The numbers of the parcels a batch search finds under the filters, any status. */
  matched(scope: TenantScope, query: ParcelQuery) {
    return this.filtered(scope, { ...query, status: undefined })
      .select(['parcel_orders.parcel_no', 'parcel_orders.customer_ref', 'parcel_orders.tracking_number'])
      .execute();
  }

  /** The merchant's parcels among `ids`, newest first (an export of the ticked rows). */
  async rowsOf(scope: TenantScope, ids: number[]): Promise<ParcelRow[]> {
    const rows: ParcelRow[] = [];
    for (let start = 0; start < ids.length; start += ID_CHUNK) {
      rows.push(
        ...(await this.kysely()
          .selectFrom('parcel_orders')
          .selectAll()
          .where('customer_id', '=', scope.customerId)
          .where('id', 'in', ids.slice(start, start + ID_CHUNK))
          .execute()),
      );
    }
    return rows.sort((a, b) => b.id - a.id);
  }

  /** The pieces of several parcels, by parcel and order (the export's weights). */
  async piecesOf(scope: TenantScope, parcelIds: number[]): Promise<PieceRow[]> {
    const rows: PieceRow[] = [];
    for (let start = 0; start < parcelIds.length; start += ID_CHUNK) {
      rows.push(
        ...(await this.kysely()
          .selectFrom('parcel_pieces')
          .selectAll()
          .where('customer_id', '=', scope.customerId)
          .where('parcel_id', 'in', parcelIds.slice(start, start + ID_CHUNK))
          .orderBy('parcel_id')
          .orderBy('seq')
          .execute()),
      );
    }
    return rows;
  }

  /** The customs lines of several parcels, in the order they were declared (the export's second sheet). */
  async customsLinesOf(scope: TenantScope, parcelIds: number[]): Promise<CustomsLineRow[]> {
    const rows: CustomsLineRow[] = [];
    for (let start = 0; start < parcelIds.length; start += ID_CHUNK) {
      rows.push(
        ...(await this.kysely()
          .selectFrom('parcel_customs_lines')
          .selectAll()
          .where('customer_id', '=', scope.customerId)
          .where('parcel_id', 'in', parcelIds.slice(start, start + ID_CHUNK))
          .orderBy('parcel_id')
          .orderBy('id')
          .execute()),
      );
    }
    return rows;
  }

  /** The references among `refs` the merchant's parcels already have (the import's check). */
  async takenRefs(scope: TenantScope, refs: string[]): Promise<string[]> {
    const taken: string[] = [];
    for (let start = 0; start < refs.length; start += ID_CHUNK) {
      const rows = await this.kysely()
        .selectFrom('parcel_orders')
        .select('customer_ref')
        .where('customer_id', '=', scope.customerId)
        .where('customer_ref', 'in', refs.slice(start, start + ID_CHUNK))
        .execute();
      for (const row of rows) if (row.customer_ref !== null) taken.push(row.customer_ref);
    }
    return taken;
  }

  find(scope: TenantScope, id: number, tx?: Tx): Promise<ParcelRow | undefined> {
    return this.kysely(tx)
      .selectFrom('parcel_orders')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Several of the merchant's parcels in id order; on PostgreSQL held for the transaction (a submit). */
  findMany(scope: TenantScope, ids: number[], tx: Tx): Promise<ParcelRow[]> {
    let q = this.kysely(tx)
      .selectFrom('parcel_orders')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', ids)
      .orderBy('id');
    if (this.db.engine === 'postgres') q = q.forUpdate();
    return q.execute();
  }

  /** Staff name a parcel by its number, whichever merchant's it is. */
  findByNumber(parcelNo: string, tx?: Tx): Promise<ParcelRow | undefined> {
    return this.kysely(tx)
      .selectFrom('parcel_orders')
      .selectAll()
      .where('parcel_no', '=', parcelNo.trim().toUpperCase())
      .executeTakeFirst();
  }

  /** Whether another of the merchant's parcels has this reference. */
  async refTaken(tx: Tx, scope: TenantScope, ref: string, exceptId?: number): Promise<boolean> {
    let q = this.kysely(tx)
      .selectFrom('parcel_orders')
      .select('id')
      .where('customer_id', '=', scope.customerId)
      .where('customer_ref', '=', ref);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insert(
    tx: Tx,
    scope: TenantScope,
    values: ParcelValues,
    pieces: NewPiece[],
    meta: { status: ParcelStatus; createdBy: number; at: string },
  ): Promise<{ id: number; parcel_no: string }> {
    const { id } = await this.kysely(tx)
      .insertInto('parcel_orders')
      .values({
        ...values,
        customer_id: scope.customerId,
        parcel_no: `new-${meta.at}-${Math.random()}`,
        status: meta.status,
        courier: '',
        tracking_number: '',
        needs_reply: 0,
        interception_requested: 0,
        created_by: meta.createdBy,
        created_at: meta.at,
        updated_at: meta.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const parcelNo = parcelNoOf(id, meta.at);
    await this.kysely(tx).updateTable('parcel_orders').set({ parcel_no: parcelNo }).where('id', '=', id).execute();
    await this.insertPieces(tx, scope, id, pieces);
    return { id, parcel_no: parcelNo };
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
    await this.insertPieces(tx, scope, id, pieces);
    return true;
  }

  private insertPieces(tx: Tx, scope: TenantScope, parcelId: number, pieces: NewPiece[]) {
    return this.insertPiecesOf(tx, scope, [{ parcelId, pieces }]);
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
    for (let start = 0; start < lines.length; start += ID_CHUNK) {
      await this.kysely(tx)
        .insertInto('parcel_customs_lines')
        .values(lines.slice(start, start + ID_CHUNK))
        .execute();
    }
  }

  pieces(scope: TenantScope, parcelId: number, tx?: Tx): Promise<PieceRow[]> {
    return this.kysely(tx)
      .selectFrom('parcel_pieces')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('parcel_id', '=', parcelId)
      .orderBy('seq')
      .execute();
  }

  customsLines(scope: TenantScope, parcelId: number, tx?: Tx): Promise<CustomsLineRow[]> {
    return this.kysely(tx)
      .selectFrom('parcel_customs_lines')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('parcel_id', '=', parcelId)
      .orderBy('id')
      .execute();
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

  /** The parcel numbers of some ids (the billing pages name a transaction's parcel by it). */
  async numbersOf(customerId: number, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.kysely()
      .selectFrom('parcel_orders')
      .select(['id', 'parcel_no'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.parcel_no]));
  }

  /**
   * Parcels of these merchants in a status, unchanged since `updatedBefore`, with no interception or
   * reply pending, oldest first (the demo simulator's next steps).
   */
  staleIn(customerIds: number[], statuses: ParcelStatus[], updatedBefore: string, limit: number): Promise<ParcelRow[]> {
    return this.kysely()
      .selectFrom('parcel_orders')
      .selectAll()
      .where('customer_id', 'in', customerIds)
      .where('status', 'in', statuses)
      .where('updated_at', '<=', updatedBefore)
      .where('interception_requested', '=', 0)
      .where('needs_reply', '=', 0)
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
