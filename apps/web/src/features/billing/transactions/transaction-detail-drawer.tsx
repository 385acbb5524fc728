import { billing } from '@portal/contract';
import { Descriptions, Empty, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { useBillTypeLabel } from '../../../shared/billing/bill-type-label';
import { FocusReturnDrawer } from '../../../shared/focus/focus-return-drawer';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { BillingAmount } from '../billing-amount';
import { referencePath } from '../billing-paths';

interface TransactionDetailDrawerProps {
  /** The transaction shown; null when closed. */
  id: number | null;
  onClose(): void;
}

/** One transaction: its fields, who made it, what it belongs to (a link), and a fulfilment fee's lines. */
export function TransactionDetailDrawer({ id, onClose }: TransactionDetailDrawerProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const billType = useBillTypeLabel();
  const detail = useOperationQuery(billing.getTransactionDetail, { id: id ?? 0 }, { enabled: id !== null });
  const row = id !== null ? detail.data : undefined;
  const reference = row?.reference_type && row.reference_id !== null ? row : undefined;
  const link = reference?.reference_type ? referencePath(reference.reference_type, reference.reference_id ?? 0) : null;
  const referenceText = reference?.reference_type
    ? t(`billing.references.${reference.reference_type}`, {
        no: reference.system_order_id || reference.reference_id,
        id: reference.reference_id,
      })
    : '';
  return (
    <FocusReturnDrawer
      open={id !== null}
      onClose={onClose}
      width={560}
      title={id !== null ? t('billing.detail.title', { id }) : ''}
      destroyOnHidden
    >
      {!row ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('billing.fields.type')}>{billType(row.type)}</Descriptions.Item>
            <Descriptions.Item label={t('billing.fields.amount')}>
              <BillingAmount cents={row.amount} />
            </Descriptions.Item>
            <Descriptions.Item label={t('billing.fields.balance_after')}>
              {formatCents(row.balance_after)}
            </Descriptions.Item>
            <Descriptions.Item label={t('billing.fields.created_at')}>
              {formatDateTime(row.created_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t('billing.fields.actor')}>
              {t(`billing.actor.${row.actor.kind}`)} · {row.actor.label}
            </Descriptions.Item>
            <Descriptions.Item label={t('billing.fields.reference')}>
              {link ? <Link to={link}>{referenceText}</Link> : referenceText}
            </Descriptions.Item>
            {row.system_order_id ? (
              <>
                <Descriptions.Item label={t('billing.fields.platform_order_no')}>
                  {row.platform_order_no}
                </Descriptions.Item>
                <Descriptions.Item label={t('billing.fields.country')}>{row.country}</Descriptions.Item>
                <Descriptions.Item label={t('billing.fields.weight_g')}>{row.weight_g ?? ''}</Descriptions.Item>
                <Descriptions.Item label={t('billing.fields.tracking_number')}>{row.tracking_number}</Descriptions.Item>
              </>
            ) : null}
            <Descriptions.Item label={t('billing.fields.remark')}>{row.remark}</Descriptions.Item>
          </Descriptions>
          {row.type === 'fulfilment_fee' ? (
            <Table
              style={{ marginTop: 16 }}
              size="small"
              rowKey="code"
              pagination={false}
              dataSource={row.items}
              locale={{ emptyText: <Empty description={t('billing.detail.noItems')} /> }}
              columns={[
                { key: 'name', dataIndex: 'name', title: t('billing.fields.items') },
                {
                  key: 'amount',
                  title: t('billing.fields.amount'),
                  align: 'right',
                  render: (_, item) => formatCents(item.amount),
                },
              ]}
              summary={(items) => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>{t('billing.detail.itemsTotal')}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {formatCents(items.reduce((sum, item) => sum + item.amount, 0))}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          ) : null}
        </>
      )}
    </FocusReturnDrawer>
  );
}
