import type { Db } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { HelpTables, InboundGuidelineLimitsTable, InboundGuidelineTextsTable } from './help-tables';

export type GuidelineLimitsRow = InboundGuidelineLimitsTable;
export type GuidelineTextRow = InboundGuidelineTextsTable;

/** The warehouses' inbound guidelines (`inbound_guideline_limits`, `inbound_guideline_texts`): provider-wide rows. */
export class GuidelineRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<HelpTables>(this.db, tx);
  }

  limits(warehouseId: number | undefined, tx?: Tx): Promise<GuidelineLimitsRow[]> {
    return this.kysely(tx)
      .selectFrom('inbound_guideline_limits')
      .selectAll()
      .$if(warehouseId !== undefined, (q) => q.where('warehouse_id', '=', warehouseId ?? 0))
      .execute();
  }

  /** The sections in the languages asked, of one warehouse or all. */
  texts(warehouseId: number | undefined, langs: readonly string[], tx?: Tx): Promise<GuidelineTextRow[]> {
    return this.kysely(tx)
      .selectFrom('inbound_guideline_texts')
      .selectAll()
      .$if(warehouseId !== undefined, (q) => q.where('warehouse_id', '=', warehouseId ?? 0))
      .where('lang', 'in', [...langs])
      .execute();
  }

  /** Writes the warehouse's limits and its sections in one language, replacing what was there. */
  async save(limits: GuidelineLimitsRow, text: GuidelineTextRow, tx: Tx): Promise<void> {
    const { warehouse_id: _, ...limitValues } = limits;
    await this.kysely(tx)
      .insertInto('inbound_guideline_limits')
      .values(limits)
      .onConflict((oc) => oc.column('warehouse_id').doUpdateSet(limitValues))
      .execute();
    await this.kysely(tx)
      .insertInto('inbound_guideline_texts')
      .values(text)
      .onConflict((oc) =>
        oc.columns(['warehouse_id', 'lang']).doUpdateSet({ sections: text.sections, updated_at: text.updated_at }),
      )
      .execute();
  }
}
