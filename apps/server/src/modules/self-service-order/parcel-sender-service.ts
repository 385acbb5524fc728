import { PARCEL_SENDERS_MAX, type ParsedBodyOf, type Sender, type selfServiceOrder } from '@portal/contract';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { ParcelServiceDeps } from './parcel-deps';

/** The merchant's saved sender addresses (at most 50): a pre-advice names one and keeps a copy. */
export class ParcelSenderService {
  constructor(private readonly deps: Pick<ParcelServiceDeps, 'db' | 'clock' | 'senders' | 'countries'>) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  async list(scope: TenantScope): Promise<{ list: Sender[] }> {
    return { list: await this.deps.senders.list(scope) };
  }

  async save(scope: TenantScope, body: ParsedBodyOf<typeof selfServiceOrder.saveSender>): Promise<Sender> {
    const { id, ...values } = body;
    if (!(await this.deps.countries.countryExists(values.country))) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'country', message: 'v.country' }] });
    }
    const savedId = await transaction(this.deps.db, async (tx) => {
      const at = this.now();
      if (id !== undefined) {
        if (!(await this.deps.senders.update(tx, scope, id, values, at))) throw new AppError('SENDER_NOT_FOUND');
        return id;
      }
      if ((await this.deps.senders.count(tx, scope)) >= PARCEL_SENDERS_MAX) {
        throw new AppError('SENDERS_FULL', { params: { max: PARCEL_SENDERS_MAX } });
      }
      return this.deps.senders.insert(tx, scope, values, at);
    });
    const saved = await this.deps.senders.find(scope, savedId);
    if (!saved) throw new AppError('SENDER_NOT_FOUND');
    return saved;
  }

  async delete(scope: TenantScope, id: number): Promise<{ deleted: number }> {
    const deleted = await transaction(this.deps.db, (tx) => this.deps.senders.delete(scope, id, tx));
    if (!deleted) throw new AppError('SENDER_NOT_FOUND');
    return { deleted };
  }
}
