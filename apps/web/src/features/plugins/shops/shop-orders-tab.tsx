import { SHOP_ORDER_STATUSES, type ShopConnection, type ShopOrder, type ShopOrderStatus, shop } from '@portal/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Flex, Radio, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperationMutation, useOperationQuery } from '../../../shared/api/use-operation';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { BusyButton } from '../../../shared/forms/busy-button';
import { atLeast } from '../../../shared/list/list-columns';
import { tableEmpty } from '../../../shared/list/table-empty';
import { useMay } from '../../../shared/session/use-may';
import { useTheme } from '../../../shared/theme/theme-store';
import { RecipientFixDialog } from './recipient-fix-dialog';
import { recipientNeedsFix } from './shop-order-recipient';
import { ReasonList, RetryResult } from './shop-order-result';
import { orderDetailPath } from './shop-paths';
import { TrackingToShop } from './tracking-to-shop';

const PAGE_SIZE = 20;
const STATUS_COLORS = { imported: 'green', failed: 'red' } as const;
/**
 * Columns a phone leaves out: the status shows in the result column's link or reasons anyway; the
 * tracking back is the desktop's (a phone keeps what needs the merchant: the reasons and Retry).
 */
const NARROW_HIDDEN = new Set(['recipient', 'lines', 'status', 'tracking']);

/**
 * The orders a connection received from its shop, newest first, by status: an imported one links to
 * the portal order it became; a failed one lists why and offers Retry, whose answer shows above the
 * table (the order imported, or its reasons now).
 */
export function ShopOrdersTab({ connection }: { connection: ShopConnection }) {
  const { t } = useTranslation();
  const may = useMay();
  const formatDateTime = useFormatDateTime();
  // A phone keeps the order and what became of it (the reasons and Retry) in reach without scrolling sideways.
  const wide = atLeast(useTheme().screenWidth, 'md');
  const [status, setStatus] = useState<ShopOrderStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [retried, setRetried] = useState<ShopOrder | null>(null);
  // The failed shop order whose recipient is being fixed in the dialog.
  const [fixing, setFixing] = useState<ShopOrder | null>(null);
  const orders = useOperationQuery(
    shop.getShopOrderList,
    {
      connection_id: connection.id,
      status: status === 'all' ? undefined : status,
      page,
      page_size: PAGE_SIZE,
    },
    // Another page or status keeps the rows shown until its own arrive.
    { placeholderData: keepPreviousData },
  );
  const retry = useOperationMutation(shop.retryShopOrder);
  // The shop order a Retry is running for: its button shows busy.
  const [retrying, setRetrying] = useState<number | null>(null);
  const allColumns: ColumnsType<ShopOrder> = [
    {
      key: 'order_no',
      title: t('plugins.shops.orders.order_no'),
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>{row.order_no}</Typography.Text>
          <Typography.Text type="secondary">{formatDateTime(row.ordered_at)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'recipient',
      title: t('plugins.shops.orders.recipient'),
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>{`${row.recipient.first_name} ${row.recipient.last_name}`.trim()}</Typography.Text>
          <Typography.Text type="secondary">
            {[row.recipient.city, row.recipient.country].filter(Boolean).join(', ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'lines',
      title: t('plugins.shops.orders.lines'),
      render: (_, row) => (
        // A long shop SKU wraps rather than pushing the tracking column out of the drawer.
        <Flex vertical style={{ maxWidth: 200, overflowWrap: 'anywhere' }}>
          {row.lines.map((line, index) => (
            // A shop may send the same SKU on two lines: the position keeps the keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own
            <span key={index}>
              {t('plugins.shops.orders.line', { sku: line.sku || line.title, quantity: line.quantity })}
            </span>
          ))}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('plugins.shops.orders.status'),
      render: (_, row) => (
        <Tag color={STATUS_COLORS[row.status]}>{t(`plugins.shops.orders.statuses.${row.status}`)}</Tag>
      ),
    },
    {
      key: 'result',
      title: t('plugins.shops.orders.result'),
      render: (_, row) =>
        row.status === 'imported' && row.order_id !== null ? (
          <Link to={orderDetailPath(row.order_id)}>{row.system_order_id ?? String(row.order_id)}</Link>
        ) : (
          <Flex vertical gap={4} align="flex-start" style={{ maxWidth: 300 }}>
            <ReasonList reasons={row.reasons} />
            {may(shop.retryShopOrder) ? (
              <Flex gap={8} wrap>
                <BusyButton
                  size="small"
                  aria-label={t('plugins.shops.orders.retryOf', { orderNo: row.order_no })}
                  busy={retry.isPending && retrying === row.id}
                  onClick={() => {
                    setRetrying(row.id);
                    retry.mutate({ body: { id: row.id } }, { onSuccess: setRetried });
                  }}
                >
                  {t('plugins.shops.orders.retry')}
                </BusyButton>
                {recipientNeedsFix(row) ? (
                  <Button
                    size="small"
                    aria-label={t('plugins.shops.orders.fixOf', { orderNo: row.order_no })}
                    onClick={() => setFixing(row)}
                  >
                    {t('plugins.shops.orders.fix')}
                  </Button>
                ) : null}
              </Flex>
            ) : null}
          </Flex>
        ),
    },
    {
      key: 'tracking',
      title: t('plugins.shops.orders.tracking'),
      render: (_, row) => <TrackingToShop order={row} />,
    },
  ];
  const columns = wide ? allColumns : allColumns.filter((column) => !NARROW_HIDDEN.has(String(column.key)));
  return (
    <Flex vertical gap={12}>
      <Radio.Group
        aria-label={t('plugins.shops.orders.filter')}
        optionType="button"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as ShopOrderStatus | 'all');
          setPage(1);
        }}
        options={[
          { value: 'all', label: t('plugins.shops.orders.all') },
          ...SHOP_ORDER_STATUSES.map((value) => ({ value, label: t(`plugins.shops.orders.statuses.${value}`) })),
        ]}
      />
      {retried ? <RetryResult order={retried} onClose={() => setRetried(null)} /> : null}
      {fixing ? (
        <RecipientFixDialog
          shopOrder={fixing}
          onClose={() => setFixing(null)}
          onImported={(reply) => {
            setFixing(null);
            setRetried(reply);
          }}
        />
      ) : null}
      <Table<ShopOrder>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={orders.data?.list}
        loading={orders.isPending}
        // On a phone the two columns share the drawer's width, the reasons wrapping, instead of scrolling.
        scroll={wide ? { x: 'max-content' } : undefined}
        locale={{ emptyText: tableEmpty(t('plugins.shops.orders.empty')) }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: orders.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
      />
    </Flex>
  );
}
