import type { ContentOf, lossOrder } from '@portal/contract';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../shared/format/date-time';
import type { ListColumn } from '../../shared/list/list-columns';
import { lossOrderDetailPath } from './loss-order-paths';
import { Difference, LossOrderStateTag } from './loss-order-state-tag';

export type LossOrderRow = ContentOf<typeof lossOrder.getList>['list'][number];

/** Number (to the detail), type, source receiving no., state, difference, created; a phone shows the first, state and difference. */
export function useLossOrderColumns(): ListColumn<LossOrderRow>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { token } = theme.useToken();
  return useMemo<ListColumn<LossOrderRow>[]>(
    () => [
      {
        key: 'loss_no',
        title: t('lossOrders.fields.loss_no'),
        width: 180,
        fixed: 'left',
        always: true,
        compact: { width: 132 },
        render: (_, row) => (
          <Link to={lossOrderDetailPath(row.id)} style={{ color: token.colorLink }}>
            {row.loss_no}
          </Link>
        ),
      },
      {
        key: 'type',
        title: t('lossOrders.fields.type'),
        width: 170,
        from: 'md',
        render: (_, row) => t(`lossOrders.types.${row.type}`),
      },
      {
        key: 'receiving_no',
        dataIndex: 'receiving_no',
        title: t('lossOrders.fields.receiving_no'),
        width: 170,
        from: 'md',
      },
      {
        key: 'state',
        title: t('lossOrders.fields.state'),
        width: 130,
        always: true,
        compact: { width: 100 },
        render: (_, row) => <LossOrderStateTag state={row.state} />,
      },
      {
        key: 'difference',
        title: t('lossOrders.fields.difference'),
        width: 110,
        align: 'right',
        always: true,
        compact: { width: 64 },
        render: (_, row) => <Difference value={row.difference} />,
      },
      {
        key: 'warehouse_code',
        dataIndex: 'warehouse_code',
        title: t('lossOrders.fields.warehouse_code'),
        width: 110,
        from: 'xl',
      },
      {
        key: 'created_at',
        title: t('lossOrders.fields.created_at'),
        width: 170,
        from: 'lg',
        render: (_, row) => formatDateTime(row.created_at),
      },
    ],
    [t, token.colorLink, formatDateTime],
  );
}
