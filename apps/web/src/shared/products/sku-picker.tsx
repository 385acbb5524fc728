import { type PackageSearchItem, type ProductSearchItem, product } from '@portal/contract';
import { Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../api/use-operation';
import { localizedName } from '../format/localized-name';
import { PackageComponentsText, PackageTag } from './package-components';

interface SkuPickerProps {
  warehouseId: number | null;
  /** SKU and package codes already in the order: shown, but not offered twice. */
  taken: readonly string[];
  onPick(item: ProductSearchItem): void;
  /**
   * Offers the merchant's packages too (packageListForSearch), picking one handing it here: the order
   * form's lines and a shop SKU's mapping. Without it only SKUs are offered: inbound receives a
   * package's components, never the package.
   */
  onPickPackage?(item: PackageSearchItem): void;
  /** The SKU picked, kept shown in the box (a form field holding one SKU); none: the box empties after each pick. */
  selected?: ProductSearchItem | null;
  /** The package picked, kept shown likewise (a form field holding a SKU or a package). */
  selectedPackage?: PackageSearchItem | null;
  /** The box's name when it is a form's field ("Portal SKU"); default "Search SKU". */
  label?: string;
  /** The form field's id, so its label names the box. */
  id?: string;
}

const PAGE_SIZE = 20;

/** An option's value: SKUs and packages are numbered apart, so their ids may meet. */
type Found = { kind: 'sku'; item: ProductSearchItem } | { kind: 'package'; item: PackageSearchItem };
const keyOf = (found: Found) => `${found.kind}:${found.item.id}`;
const codeOf = (found: Found) => (found.kind === 'sku' ? found.item.sku : found.item.code);

/**
 * Finds a SKU by code, barcode or name with its available stock in the chosen warehouse
 * (commonProductListForSearch), and with `onPickPackage` a package likewise with what that warehouse
 * can make of it (packageListForSearch); picking one hands it to `onPick` or `onPickPackage` (an order
 * or inbound adds it as a line, a SKU mapping's form keeps it as its portal SKU). Asks for the
 * warehouse first.
 */
export function SkuPicker({
  warehouseId,
  taken,
  onPick,
  onPickPackage,
  selected = null,
  selectedPackage = null,
  label,
  id,
}: SkuPickerProps) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  // The typed text itself, not a deferred copy: a deferred one showed the previous search's answer
  // (with the same SKU highlighted) for a moment after typing, so an Enter pressed then landed while
  // that list was swapped for the new one, and added nothing.
  const searched = keyword.trim();
  const query = { warehouse_id: warehouseId ?? 0, keyword: searched || undefined, page: 1, page_size: PAGE_SIZE };
  const results = useOperationQuery(
    product.commonProductListForSearch,
    { ...query, in_stock_only: 0 },
    // No earlier answer stands in while a new search loads: antd highlights the first option only when
    // the list's length or the search text changes, so an earlier answer of the same length (a SKU just
    // picked, now taken) left nothing highlighted when the new one came, and Enter added nothing.
    { enabled: warehouseId !== null },
  );
  const packages = useOperationQuery(product.packageListForSearch, query, {
    enabled: warehouseId !== null && onPickPackage !== undefined,
  });
  const foundSkus = warehouseId === null ? [] : (results.data?.list ?? []);
  // The picked SKU stays an option while another search runs, so the box keeps showing it.
  const skus = selected && !foundSkus.some((item) => item.id === selected.id) ? [selected, ...foundSkus] : foundSkus;
  const listedPackages = warehouseId === null || !onPickPackage ? [] : (packages.data?.list ?? []);
  const foundPackages =
    selectedPackage && !listedPackages.some((item) => item.id === selectedPackage.id)
      ? [selectedPackage, ...listedPackages]
      : listedPackages;
  const found: Found[] = [
    ...skus.map((item): Found => ({ kind: 'sku', item })),
    ...foundPackages.map((item): Found => ({ kind: 'package', item })),
  ];
  const byKey = new Map(found.map((entry) => [keyOf(entry), entry]));
  const fetching = results.isFetching || (onPickPackage !== undefined && packages.isFetching);

  const optionOf = (entry: Found) => ({
    value: keyOf(entry),
    disabled: taken.includes(codeOf(entry)),
    // What the search box matches and what a screen reader reads for the option.
    label:
      entry.kind === 'sku'
        ? t('orderForm.lines.option', {
            sku: entry.item.sku,
            name: localizedName(entry.item, i18n.language),
            available: entry.item.available,
          })
        : t('orderForm.lines.packageOption', {
            code: entry.item.code,
            name: localizedName(entry.item, i18n.language),
            available: entry.item.available,
          }),
    entry,
  });
  const skuOptions = found.filter((entry) => entry.kind === 'sku').map(optionOf);
  const packageOptions = found.filter((entry) => entry.kind === 'package').map(optionOf);

  return (
    <Select<string | null>
      id={id}
      aria-label={label ?? t('orderForm.lines.search')}
      data-testid="sku-picker"
      style={{ width: '100%' }}
      showSearch
      filterOption={false}
      value={selected ? `sku:${selected.id}` : selectedPackage ? `package:${selectedPackage.id}` : null}
      searchValue={keyword}
      onSearch={setKeyword}
      disabled={warehouseId === null}
      loading={fetching}
      placeholder={
        warehouseId === null
          ? t('orderForm.lines.warehouseFirst')
          : onPickPackage
            ? t('orderForm.lines.searchWithPackages')
            : t('orderForm.lines.searchPlaceholder')
      }
      notFoundContent={fetching ? t('common.loading') : t('orderForm.lines.noSku')}
      onChange={(key) => {
        const entry = key === null ? undefined : byKey.get(key);
        if (!entry) return;
        if (entry.kind === 'sku') onPick(entry.item);
        else onPickPackage?.(entry.item);
        setKeyword('');
      }}
      // SKUs first, as before packages existed (Enter picks the first); packages under their own heading.
      options={
        packageOptions.length
          ? [
              ...(skuOptions.length ? [{ label: t('orderForm.lines.skusGroup'), options: skuOptions }] : []),
              { label: t('orderForm.lines.packagesGroup'), options: packageOptions },
            ]
          : skuOptions
      }
      optionRender={(option) => {
        const entry = (option.data as { entry?: Found }).entry;
        if (!entry) return option.label;
        const available = entry.item.available;
        return (
          <Flex justify="space-between" gap={8}>
            <span style={{ minWidth: 0 }}>
              {entry.kind === 'package' ? <PackageTag /> : null}
              <Typography.Text strong>{codeOf(entry)}</Typography.Text> {localizedName(entry.item, i18n.language)}
              {entry.kind === 'package' ? (
                <>
                  <br />
                  <PackageComponentsText components={entry.item.components} />
                </>
              ) : null}
            </span>
            <Typography.Text type={available > 0 ? 'secondary' : 'danger'} style={{ flexShrink: 0 }}>
              {t('orderForm.lines.available', { count: available })}
            </Typography.Text>
          </Flex>
        );
      }}
    />
  );
}
