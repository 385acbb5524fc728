import { type ProductCategory, productReference } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { localizedName } from '../../../shared/format/localized-name';

export interface CategoryNode {
  value: number;
  title: string;
  children: CategoryNode[];
}

function categoryNodes(categories: ProductCategory[], language: string): CategoryNode[] {
  return categories.map((category) => ({
    value: category.id,
    title: localizedName(category, language),
    children: categoryNodes(category.children, language),
  }));
}

/** The option lists of the SKU form, named in the UI language. Reference data rarely changes: kept for a while. */
export function useReferenceOptions() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const options = { staleTime: 10 * 60_000 };
  const properties = useOperationQuery(productReference.getPropertyList, undefined, options);
  const categories = useOperationQuery(productReference.getProductCategoryList, undefined, options);
  const materials = useOperationQuery(productReference.getProductPackMaterial, undefined, options);

  return useMemo(
    () => ({
      properties: (properties.data ?? []).map((property) => ({
        value: property.id,
        label: localizedName(property, language),
      })),
      categories: categoryNodes(categories.data ?? [], language),
      consumables: (materials.data ?? []).map((material) => ({
        value: material.id,
        label: `${material.code} · ${localizedName(material, language)}`,
      })),
      loading: properties.isPending || categories.isPending || materials.isPending,
    }),
    [
      properties.data,
      categories.data,
      materials.data,
      language,
      properties.isPending,
      categories.isPending,
      materials.isPending,
    ],
  );
}
