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
}

const PAGE_SIZE = 20;

/**
 * Finds a SKU by code, barcode or name with its available stock in the chosen warehouse
 * (commonProductListForSearch); picking one adds it as a line. Asks for the warehouse first.
 */
export function SkuPicker({ warehouseId, taken, onPick }: SkuPickerProps) {
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
  const items = warehouseId === null ? [] : (results.data?.list ?? []);
  const byId = new Map(items.map((item) => [item.id, item]));

  return (
    <Select<number | null>
      aria-label={t('orderForm.lines.search')}
      data-testid="sku-picker"
      style={{ width: '100%' }}
      showSearch
      filterOption={false}
      value={null}
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
