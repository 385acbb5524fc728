import { type ProductSearchItem, product } from '@portal/contract';
import { Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../api/use-operation';
import { localizedName } from '../format/localized-name';

interface SkuPickerProps {
  warehouseId: number | null;
  /** SKUs already in the order: shown, but not offered twice. */
  taken: readonly string[];
  onPick(item: ProductSearchItem): void;
  /** The SKU picked, kept shown in the box (a form field holding one SKU); none: the box empties after each pick. */
  selected?: ProductSearchItem | null;
  /** The box's name when it is a form's field ("Portal SKU"); default "Search SKU". */
  label?: string;
  /** The form field's id, so its label names the box. */
  id?: string;
}

const PAGE_SIZE = 20;

/**
 * Finds a SKU by code, barcode or name with its available stock in the chosen warehouse
 * (commonProductListForSearch); picking one hands it to `onPick` (an order or inbound adds it as a line,
 * a SKU mapping's form keeps it as its portal SKU). Asks for the warehouse first.
 */
export function SkuPicker({ warehouseId, taken, onPick, selected = null, label, id }: SkuPickerProps) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  // The typed text itself, not a deferred copy: a deferred one showed the previous search's answer
  // (with the same SKU highlighted) for a moment after typing, so an Enter pressed then landed while
  // that list was swapped for the new one, and added nothing.
  const searched = keyword.trim();
  const results = useOperationQuery(
    product.commonProductListForSearch,
    { warehouse_id: warehouseId ?? 0, keyword: searched || undefined, page: 1, page_size: PAGE_SIZE, in_stock_only: 0 },
    // No earlier answer stands in while a new search loads: antd highlights the first option only when
    // the list's length or the search text changes, so an earlier answer of the same length (a SKU just
    // picked, now taken) left nothing highlighted when the new one came, and Enter added nothing.
    { enabled: warehouseId !== null },
  );
  const found = warehouseId === null ? [] : (results.data?.list ?? []);
  // The picked SKU stays an option while another search runs, so the box keeps showing it.
  const items = selected && !found.some((item) => item.id === selected.id) ? [selected, ...found] : found;
  const byId = new Map(items.map((item) => [item.id, item]));

  return (
    <Select<number | null>
      id={id}
      aria-label={label ?? t('orderForm.lines.search')}
      data-testid="sku-picker"
      style={{ width: '100%' }}
      showSearch
      filterOption={false}
      value={selected?.id ?? null}
      searchValue={keyword}
      onSearch={setKeyword}
      disabled={warehouseId === null}
      loading={results.isFetching}
      placeholder={warehouseId === null ? t('orderForm.lines.warehouseFirst') : t('orderForm.lines.searchPlaceholder')}
      notFoundContent={results.isFetching ? t('common.loading') : t('orderForm.lines.noSku')}
      onChange={(id) => {
        const item = id === null ? undefined : byId.get(id);
        if (!item) return;
        onPick(item);
        setKeyword('');
      }}
      options={items.map((item) => ({
        value: item.id,
        disabled: taken.includes(item.sku),
        // What the search box matches and what a screen reader reads for the option.
        label: t('orderForm.lines.option', {
          sku: item.sku,
          name: localizedName(item, i18n.language),
          available: item.available,
        }),
        item,
      }))}
      optionRender={(option) => {
        const item = (option.data as { item: ProductSearchItem }).item;
        return (
          <Flex justify="space-between" gap={8}>
            <span>
              <Typography.Text strong>{item.sku}</Typography.Text> {localizedName(item, i18n.language)}
            </span>
            <Typography.Text type={item.available > 0 ? 'secondary' : 'danger'}>
              {t('orderForm.lines.available', { count: item.available })}
            </Typography.Text>
          </Flex>
        );
      }}
    />
  );
}
