import { CloseOutlined } from '@ant-design/icons';
import { type GrantedSku, product } from '@portal/contract';
import { Alert, Button, Flex, Input, Select, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { localizedName } from '../../shared/format/localized-name';
import { BusyButton } from '../../shared/forms/busy-button';
import { lookUpSkus, pastedCodes } from './sku-lookup';

interface SkuChooserProps {
  /** The chosen SKUs' ids (the form's `sku_ids`). */
  value?: number[];
  onChange?(ids: number[]): void;
  /** What the server says of SKUs already chosen (an edited account's, from subAccount.getSkus). */
  known?: readonly GrantedSku[];
  /** The known SKUs are still loading. */
  loading?: boolean;
  id?: string;
}

const SEARCH_PAGE = 20;

/** The details map with these SKUs added (or refreshed). */
function withSkus(before: Map<number, GrantedSku>, skus: readonly GrantedSku[]): Map<number, GrantedSku> {
  return new Map([...before, ...skus.map((sku): [number, GrantedSku] => [sku.id, sku])]);
}

/**
 * The SKUs a limited sub-account reaches: found one by one by part of their code (the SKU list's
 * search, `product.getList`), or pasted as a batch of codes; the codes no SKU has are named. The
 * chosen ones show as removable tags with their count.
 */
export function SkuChooser({ value = [], onChange, known, loading, id }: SkuChooserProps) {
  const { t, i18n } = useTranslation();
  // What each chosen id is (code and name), from wherever it was met: the account's SKUs, a search, a paste.
  const [details, setDetails] = useState(() => new Map<number, GrantedSku>());
  useEffect(() => {
    if (known) setDetails((before) => withSkus(before, known));
  }, [known]);

  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const searched = keyword.trim();
  const results = useOperationQuery(
    product.getProductList,
    { sku: searched || undefined, page: 1, page_size: SEARCH_PAGE, sort_by: 'sku', sort_order: 'asc' },
    { enabled: open },
  );
  const items = results.data?.list ?? [];

  const [pasted, setPasted] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const [resolving, setResolving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const add = (skus: readonly GrantedSku[]) => {
    setDetails((before) => withSkus(before, skus));
    const chosen = new Set(value);
    onChange?.([...value, ...skus.map((sku) => sku.id).filter((skuId) => !chosen.has(skuId))]);
  };

  const resolvePasted = async () => {
    const codes = pastedCodes(pasted);
    if (codes.length === 0) return;
    setResolving(true);
    setFailure(null);
    try {
      const { found, missing: unknown } = await lookUpSkus(codes);
      add(found);
      setMissing(unknown);
      // The codes left to correct stay in the box; the found ones are now tags.
      setPasted(unknown.join('\n'));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setResolving(false);
    }
  };

  const labelOf = (skuId: number) => {
    const sku = details.get(skuId);
    return sku ? sku.sku : `#${skuId}`;
  };

  return (
    <Flex vertical gap={8} id={id} data-testid="sku-chooser">
      <Select<number | null>
        aria-label={t('subAccounts.skus.search')}
        showSearch
        filterOption={false}
        value={null}
        searchValue={keyword}
        onSearch={setKeyword}
        onOpenChange={setOpen}
        loading={results.isFetching}
        placeholder={t('subAccounts.skus.searchPlaceholder')}
        notFoundContent={results.isFetching ? t('common.loading') : t('subAccounts.skus.noSku')}
        onChange={(picked) => {
          const item = items.find((row) => row.id === picked);
          if (!item) return;
          add([{ id: item.id, sku: item.sku, name_en: item.name_en, name_cn: item.name_cn }]);
          setKeyword('');
        }}
        options={items.map((item) => ({
          value: item.id,
          disabled: value.includes(item.id),
          label: `${item.sku} ${localizedName(item, i18n.language)}`,
        }))}
      />
      <Flex gap={8} align="flex-start">
        <Input.TextArea
          aria-label={t('subAccounts.skus.paste')}
          placeholder={t('subAccounts.skus.pastePlaceholder')}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          autoSize={{ minRows: 1, maxRows: 4 }}
        />
        <BusyButton onClick={() => void resolvePasted()} busy={resolving} disabled={pastedCodes(pasted).length === 0}>
          {t('subAccounts.skus.addPasted')}
        </BusyButton>
      </Flex>
      {missing.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          message={t('subAccounts.skus.notFound', { count: missing.length, codes: missing.join(', ') })}
        />
      ) : null}
      {failure ? <Alert type="error" showIcon message={failure} /> : null}
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary" data-testid="sku-chosen-count">
          {loading ? t('common.loading') : t('subAccounts.skus.chosen', { count: value.length })}
        </Typography.Text>
        {value.length > 0 ? (
          <Button type="link" size="small" onClick={() => onChange?.([])}>
            {t('subAccounts.skus.removeAll')}
          </Button>
        ) : null}
      </Flex>
      {value.length > 0 ? (
        // Up to 5000 tags: the box scrolls instead of pushing the rights out of the drawer.
        <Flex wrap gap={4} style={{ maxHeight: 160, overflowY: 'auto' }} data-testid="sku-tags">
          {value.map((skuId) => {
            const sku = details.get(skuId);
            return (
              <Tag
                key={skuId}
                style={{ marginInlineEnd: 0 }}
                title={sku ? localizedName(sku, i18n.language) : undefined}
                closable
                closeIcon={<CloseOutlined aria-label={t('subAccounts.skus.remove', { sku: labelOf(skuId) })} />}
                onClose={(event) => {
                  event.preventDefault();
                  onChange?.(value.filter((other) => other !== skuId));
                }}
              >
                {labelOf(skuId)}
              </Tag>
            );
          })}
        </Flex>
      ) : null}
    </Flex>
  );
}
