import type { Lang } from '@portal/contract';
import { listSheet } from '../../../platform/import/import-workbooks';
import type { XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';
import type { ReferenceLists } from '../../product-reference';
import { TEXTS } from './import-texts';

/** The sheets after the new-SKU template's instructions: the attributes, categories and packing materials to use. */
export function skuTemplateLists(lists: ReferenceLists, lang: Lang): XlsxSheetSpec[] {
  const name = (entry: { name_en: string; name_cn: string }) => (lang === 'zh_CN' ? entry.name_cn : entry.name_en);
  const byId = new Map(lists.categories.map((c) => [c.id, c]));
  const path = (id: number): string[] => {
    const category = byId.get(id);
    return category ? [...(category.parent_id ? path(category.parent_id) : []), name(category)] : [];
  };
  return [
    listSheet(
      TEXTS.attributesSheet[lang],
      [TEXTS.code[lang], TEXTS.nameEn[lang], TEXTS.nameCn[lang], TEXTS.dangerous[lang]],
      lists.properties.map((p) => [p.code, p.name_en, p.name_cn, p.is_dangerous ? TEXTS.yes[lang] : TEXTS.no[lang]]),
      [20, 28, 20, 16],
    ),
    listSheet(
      TEXTS.categoriesSheet[lang],
      [TEXTS.id[lang], TEXTS.nameEn[lang], TEXTS.nameCn[lang], TEXTS.path[lang]],
      lists.categories.map((c) => [c.id, c.name_en, c.name_cn, path(c.id).join(' / ')]),
      [10, 28, 20, 50],
    ),
    listSheet(
      TEXTS.packMaterialsSheet[lang],
      [TEXTS.code[lang], TEXTS.nameEn[lang], TEXTS.nameCn[lang], TEXTS.size[lang]],
      lists.packMaterials.map((m) => [m.code, m.name_en, m.name_cn, m.size]),
      [18, 28, 20, 16],
    ),
  ];
}
