import { DownloadOutlined } from '@ant-design/icons';
import { type InboundDetail, inbound } from '@portal/contract';
import { Button, Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callOperation } from '../../../shared/api/call-operation';
import { pdfFileName, timestampedName } from '../../../shared/files/save-file';
import { useDownload } from '../../../shared/files/use-download';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { inboundEditPath } from '../inbound-paths';
import { InboundStatusTag } from '../shared/inbound-status-tag';
import { useInboundCommands } from '../shared/use-inbound-commands';

/** The booking's identity, its documents and what its status allows (`can`, from the server). */
export function InboundHeaderCard({ detail }: { detail: InboundDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const navigate = useNavigate();
  const commands = useInboundCommands();
  const download = useDownload();
  const get = (format: 'xlsx' | 'pdf') =>
    void download.run(
      () => callOperation(inbound.downloadPackingList, { query: { id: detail.id, format }, silent: true }),
      format === 'pdf' ? pdfFileName() : timestampedName('PackingList', 'xlsx'),
    );

  return (
    <Card
      title={detail.receiving_no}
      extra={<InboundStatusTag status={detail.status} />}
      actions={[
        <Space key="actions" wrap style={{ padding: '0 16px' }}>
          {detail.can.edit ? (
            <Button type="primary" onClick={() => void navigate(inboundEditPath(detail.id))}>
              {t('inbound.actions.edit')}
            </Button>
          ) : null}
          {detail.can.submit ? (
            <Button onClick={() => void commands.confirmSubmit(detail)}>{t('inbound.actions.submit')}</Button>
          ) : null}
          {detail.can.withdraw ? (
            <Button danger onClick={() => void commands.confirmWithdraw(detail)} data-testid="inbound-withdraw">
              {t('inbound.actions.withdraw')}
            </Button>
          ) : null}
          {detail.can.delete ? (
            <Button danger onClick={() => void commands.confirmDelete(detail)}>
              {t('inbound.actions.delete')}
            </Button>
          ) : null}
          <Button icon={<DownloadOutlined />} disabled={download.busy} onClick={() => get('xlsx')}>
            {t('inbound.wizard.packingListXlsx')}
          </Button>
          <Button icon={<DownloadOutlined />} disabled={download.busy} onClick={() => get('pdf')}>
            {t('inbound.wizard.packingListPdf')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            disabled={download.busy}
            onClick={() =>
              void download.run(
                () => callOperation(inbound.downloadShippingMarks, { query: { id: detail.id }, silent: true }),
                pdfFileName(),
              )
            }
          >
            {t('inbound.wizard.shippingMarks')}
          </Button>
        </Space>,
      ]}
    >
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('inbound.fields.warehouse')}>
          {`${detail.warehouse_code} · ${detail.warehouse_name}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.warehouse_address')}>{detail.warehouse_address}</Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.packing_method')}>
          {t(`inbound.packingMethod.${detail.booking.packing_method}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.quantity')}>{detail.quantity}</Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.boxes')}>{detail.box_count}</Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.created_at')}>
          {formatDateTime(detail.created_at)}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.remark')}>{detail.remark}</Descriptions.Item>
        {detail.loss_orders.length > 0 ? (
          <Descriptions.Item label={t('inbound.fields.loss_orders')}>
            <span data-testid="inbound-loss-orders">{detail.loss_orders.map((loss) => loss.loss_no).join(', ')}</span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}
