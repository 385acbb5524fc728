import {
  type ContentOf,
  type GuidelineLimits,
  type GuidelineSection,
  type help,
  type InboundGuideline,
  LANGS,
  type Lang,
  type opsContent,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type Warehouse,
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

  /** Staff: every warehouse, with its limits and each language's sections as written (null where missing). */
  async staffView(): Promise<ContentOf<typeof opsContent.getInboundGuidelines>> {
    const [warehouses, limits, texts] = await Promise.all([
      this.references.warehouses(),
      this.guidelines.limits(undefined),
      this.guidelines.texts(undefined, LANGS),
    ]);
    const limitsOf = new Map(limits.map((row) => [row.warehouse_id, row]));
    const written = (warehouseId: number, lang: Lang) => {
      const text = texts.find((row) => row.warehouse_id === warehouseId && row.lang === lang);
      return text ? { sections: JSON.parse(text.sections) as GuidelineSection[], updated_at: text.updated_at } : null;
    };
    return {
      guidelines: warehouses.map((warehouse) => {
        const row = limitsOf.get(warehouse.id);
        return {
          warehouse_id: warehouse.id,
          warehouse_code: warehouse.code,
          warehouse_name_en: warehouse.name_en,
          warehouse_name_cn: warehouse.name_cn,
          limits: row ? limitsView(row) : null,
          limits_updated_at: row?.updated_at ?? null,
          texts: { en: written(warehouse.id, 'en'), zh_CN: written(warehouse.id, 'zh_CN') },
        };
      }),
    };
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
  return {
    warehouse_id: limits.warehouse_id,
    warehouse_code: warehouse.code,
    warehouse_name: lang === 'zh_CN' ? warehouse.name_cn : warehouse.name_en,
    lang: text?.lang === 'zh_CN' ? 'zh_CN' : text ? 'en' : lang,
    limits: limitsView(limits),
    sections: text ? (JSON.parse(text.sections) as GuidelineSection[]) : [],
    updated_at: text && text.updated_at > limits.updated_at ? text.updated_at : limits.updated_at,
  };
}

/** A limits row as the contract shows it: the receiving days a list, Monday first. */
function limitsView(row: GuidelineLimitsRow): GuidelineLimits {
  const { warehouse_id: _, receiving_days, updated_at: __, ...numbers } = row;
  return { ...numbers, receiving_days: receiving_days.split(',').map(Number) };
}
