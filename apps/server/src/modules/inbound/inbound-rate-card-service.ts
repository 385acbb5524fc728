import type { InboundRateCard, opsInbound, ParsedBodyOf } from '@portal/contract';
import { type Tx, transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import { DEFAULT_INBOUND_RATES, type InboundRates } from './inbound-charges';
import type { InboundDeps } from './inbound-deps';
import type { InboundRateRow } from './inbound-rate-card-repository';

type RateCardInput = ParsedBodyOf<typeof opsInbound.setInboundRateCard>;

function cardOf(warehouseId: number, row: InboundRateRow | undefined): InboundRateCard {
  if (!row) return { warehouse_id: warehouseId, ...DEFAULT_INBOUND_RATES, is_default: true, updated_at: null };
  return {
    warehouse_id: warehouseId,
    per_box: Number(row.per_box),
    per_unit: Number(row.per_unit),
    services: {
      relabel: Number(row.relabel),
      photograph: Number(row.photograph),
      repack: Number(row.repack),
      pallet_unload: Number(row.pallet_unload),
    },
    is_default: false,
    updated_at: row.updated_at,
  };
}

/** The provider's inbound rate card per warehouse (operations API), and the rates a shelving charges. */
export class InboundRateCardService {
  constructor(private readonly deps: Pick<InboundDeps, 'db' | 'clock' | 'rateCards' | 'references'>) {}

  private async known(warehouseId: number): Promise<void> {
    const warehouses = await this.deps.references.warehouses();
    if (!warehouses.some((w) => w.id === warehouseId)) throw new AppError('INBOUND_RATE_WAREHOUSE_NOT_FOUND');
  }

  async card(warehouseId: number): Promise<InboundRateCard> {
    await this.known(warehouseId);
    return cardOf(warehouseId, await this.deps.rateCards.find(warehouseId));
  }

  async setCard(input: RateCardInput): Promise<InboundRateCard> {
    await this.known(input.warehouse_id);
    const row: InboundRateRow = {
      warehouse_id: input.warehouse_id,
      per_box: input.per_box,
      per_unit: input.per_unit,
      ...input.services,
      updated_at: this.deps.clock.now().toISOString(),
    };
    await transaction(this.deps.db, (tx) => this.deps.rateCards.replace(tx, row));
    return cardOf(input.warehouse_id, row);
  }
}

/** The rates a warehouse charges now: its card, or the defaults. */
export async function ratesOf(
  deps: Pick<InboundDeps, 'rateCards'>,
  warehouseId: number,
  tx: Tx,
): Promise<InboundRates> {
  return cardOf(warehouseId, await deps.rateCards.find(warehouseId, tx));
}
