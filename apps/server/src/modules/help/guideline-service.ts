import type {
  ContentOf,
  GuidelineSection,
  help,
  InboundGuideline,
  Lang,
  opsContent,
  ParsedBodyOf,
  ParsedQueryOf,
  Warehouse,
} from '@portal/contract';
import type { Core } from '../../core';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { ProductReferenceApi } from '../product-reference';
import type { GuidelineLimitsRow, GuidelineRepository, GuidelineTextRow } from './guideline-repository';

/**
 * The warehouses' inbound guidelines (docs/server/inbound-guidelines.md): merchants read them in
 * their language (English where a translation is missing), staff save a warehouse's limits and its
 * sections in one language.
 */
export class GuidelineService {
  constructor(
    private readonly core: Pick<Core, 'clock' | 'db'>,
    private readonly guidelines: GuidelineRepository,
    private readonly references: ProductReferenceApi,
  ) {}

  /** Every warehouse with guidelines (or the one asked), in the warehouses' display order. */
  async read(
    query: ParsedQueryOf<typeof help.getInboundGuidelines>,
    lang: Lang,
  ): Promise<ContentOf<typeof help.getInboundGuidelines>> {
    const [warehouses, limits, texts] = await Promise.all([
      this.references.warehouses(),
      this.guidelines.limits(query.warehouse_id),
      this.guidelines.texts(query.warehouse_id, lang === 'en' ? ['en'] : [lang, 'en']),
    ]);
    const limitsOf = new Map(limits.map((row) => [row.warehouse_id, row]));
    const guidelines: InboundGuideline[] = [];
    for (const warehouse of warehouses) {
      const row = limitsOf.get(warehouse.id);
      if (!row) continue;
      const text =
        texts.find((t) => t.warehouse_id === warehouse.id && t.lang === lang) ??
        texts.find((t) => t.warehouse_id === warehouse.id && t.lang === 'en');
      guidelines.push(viewOf(warehouse, row, text, lang));
    }
    return { guidelines };
  }

  async save(
    body: ParsedBodyOf<typeof opsContent.saveInboundGuideline>,
  ): Promise<ContentOf<typeof opsContent.saveInboundGuideline>> {
    return transaction(this.core.db, async (tx) => {
      const warehouse = (await this.references.warehouses(tx)).find((w) => w.id === body.warehouse_id);
      if (!warehouse) {
        throw new AppError('GUIDELINE_WAREHOUSE_UNKNOWN', {
          params: { warehouse_id: body.warehouse_id },
          fields: [{ field: 'warehouse_id', message: 'v.unknownChoice' }],
        });
      }
      const at = this.core.clock.now().toISOString();
      const { receiving_days, ...numbers } = body.limits;
      const limits: GuidelineLimitsRow = {
        warehouse_id: warehouse.id,
        ...numbers,
        receiving_days: [...receiving_days].sort((a, b) => a - b).join(','),
        updated_at: at,
      };
      const text: GuidelineTextRow = {
        warehouse_id: warehouse.id,
        lang: body.lang,
        sections: JSON.stringify(body.sections),
        updated_at: at,
      };
      await this.guidelines.save(limits, text, tx);
      return viewOf(warehouse, limits, text, body.lang);
    });
  }
}

function viewOf(
  warehouse: Warehouse,
  limits: GuidelineLimitsRow,
  text: GuidelineTextRow | undefined,
  lang: Lang,
): InboundGuideline {
  const { warehouse_id, receiving_days, updated_at, ...numbers } = limits;
  return {
    warehouse_id,
    warehouse_code: warehouse.code,
    warehouse_name: lang === 'zh_CN' ? warehouse.name_cn : warehouse.name_en,
    lang: text?.lang === 'zh_CN' ? 'zh_CN' : text ? 'en' : lang,
    limits: { ...numbers, receiving_days: receiving_days.split(',').map(Number) },
    sections: text ? (JSON.parse(text.sections) as GuidelineSection[]) : [],
    updated_at: text && text.updated_at > updated_at ? text.updated_at : updated_at,
  };
}
