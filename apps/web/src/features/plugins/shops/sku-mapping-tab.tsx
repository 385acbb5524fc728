import { type ShopConnection, type ShopSkuMapping, shop } from '@portal/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../../shared/api/use-operation';
import { useConfirmedAction } from '../../../shared/feedback/use-confirmed-action';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { atLeast } from '../../../shared/list/list-columns';
import { tableEmpty } from '../../../shared/list/table-empty';
import { PackageTag } from '../../../shared/products/package-components';
import { useMay } from '../../../shared/session/use-may';
import { useTheme } from '../../../shared/theme/theme-store';
import { SkuMappingForm } from './sku-mapping-form';

const PAGE_SIZE = 20;

/** A connection's SKU mappings (shop SKU → portal SKU or package): Add above the table, Delete after a confirmation. */
export function SkuMappingTab({ connection }: { connection: ShopConnection }) {
  const { t } = useTranslation();
  const may = useMay();
  const confirm = useConfirmedAction();
  const formatDateTime = useFormatDateTime();
  // A phone leaves out when a mapping was added, so Delete stays in reach.
  const wide = atLeast(useTheme().screenWidth, 'md');
  const [page, setPage] = useState(1);
  const mappings = useOperationQuery(
    shop.getSkuMappingList,
    {
      connection_id: connection.id,
      page,
      page_size: PAGE_SIZE,
    },
    // Another page or status keeps the rows shown until its own arrive.
    { placeholderData: keepPreviousData },
  );
  const remove = useOperationMutation(shop.deleteSkuMapping);
  const columns: ColumnsType<ShopSkuMapping> = [
    { key: 'shop_sku', dataIndex: 'shop_sku', title: t('plugins.shops.mappings.shop_sku') },
    {
      key: 'sku',
      title: t('plugins.shops.mappings.sku'),
      // A package is marked as everywhere a package stands among SKUs.
      render: (_: unknown, row: ShopSkuMapping) => (
        <>
          {row.kind === 'package' ? <PackageTag /> : null}
          {row.sku}
        </>
      ),
    },
    ...(wide
      ? [
          {
            key: 'created_at',
            title: t('plugins.shops.mappings.created_at'),
            render: (_: unknown, row: ShopSkuMapping) => formatDateTime(row.created_at),
          },
        ]
      : []),
    ...(may(shop.deleteSkuMapping)
      ? [
          {
            key: 'delete',
            title: '',
            render: (_: unknown, row: ShopSkuMapping) => (
              <Button
                type="link"
                danger
                size="small"
                style={{ padding: 0, height: 'auto' }}
                aria-label={t('plugins.shops.mappings.deleteOf', { shopSku: row.shop_sku })}
                onClick={() =>
                  void confirm({
                    title: t('plugins.shops.mappings.deleteTitle', { shopSku: row.shop_sku }),
                    content: t('plugins.shops.mappings.deleteContent'),
                    danger: true,
                    okText: t('plugins.shops.mappings.delete'),
                    run: () => remove.mutateAsync({ body: { id: row.id } }),
                    done: t('plugins.shops.mappings.deleted', { shopSku: row.shop_sku }),
                  })
                }
              >
                {t('plugins.shops.mappings.delete')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{t('plugins.shops.mappings.intro')}</Typography.Paragraph>
      {may(shop.saveSkuMapping) ? <SkuMappingForm connection={connection} /> : null}
      <Table<ShopSkuMapping>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={mappings.data?.list}
        loading={mappings.isPending}
        // On a phone the codes wrap at their hyphens, so Delete stays in view without scrolling.
        scroll={wide ? { x: 'max-content' } : undefined}
        locale={{ emptyText: tableEmpty(t('plugins.shops.mappings.empty')) }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: mappings.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
      />
    </>
  );
}
