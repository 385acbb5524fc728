import {
  EditOutlined,
  FilePdfOutlined,
  PrinterOutlined,
  SendOutlined,
  StopOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { selfServiceOrder } from '@portal/contract';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyButton } from '../../../shared/forms/busy-button';
import { Allowed } from '../../../shared/session/allowed';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { PARCEL_LIST_PATH, parcelEditPath } from '../parcel-paths';
import { ParcelReasonDialog, type ParcelReasonKind } from '../shared/parcel-reason-dialog';
import { ParcelStatusTag } from '../shared/parcel-status-tag';
import { useParcelCommands } from '../shared/use-parcel-commands';

/**
 * The parcel's number, status and reference, and what may be done with it now, as the server's
 * `can` says: pre-advise or edit a draft, cancel, ask an interception, and once pre-advised download
 * its label and customs declaration.
 */
export function ParcelDetailHeader({ detail }: { detail: selfServiceOrder.ParcelDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeaveTab();
  const commands = useParcelCommands();
  const [asking, setAsking] = useState<ParcelReasonKind | null>(null);
  const { can } = detail;

  return (
    <Card size="small" data-testid="parcel-detail-header">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space wrap align="center">
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="parcel-detail-no">
              {detail.parcel_no}
            </Typography.Title>
            <ParcelStatusTag status={detail.status} />
            {detail.customer_ref ? <Typography.Text type="secondary">{detail.customer_ref}</Typography.Text> : null}
          </Space>
          <Space wrap>
            {can.submit ? (
              <Allowed operation={selfServiceOrder.submitParcels}>
                <Button type="primary" icon={<SendOutlined />} onClick={() => void commands.confirmSubmit(detail)}>
                  {t('parcels.actions.submit')}
                </Button>
              </Allowed>
            ) : null}
            {can.edit ? (
              <Allowed operation={selfServiceOrder.saveParcel}>
                <Button icon={<EditOutlined />} onClick={() => navigate(parcelEditPath(detail.id))}>
                  {t('parcels.actions.edit')}
                </Button>
              </Allowed>
            ) : null}
            {can.print_label ? (
              <>
                <BusyButton
                  icon={<PrinterOutlined />}
                  busy={commands.downloading}
                  onClick={() => void commands.printLabel(detail.id)}
                >
                  {t('parcels.actions.label')}
                </BusyButton>
                <BusyButton
                  icon={<FilePdfOutlined />}
                  busy={commands.downloading}
                  onClick={() => void commands.printDeclaration(detail.id)}
                >
                  {t('parcels.actions.declaration')}
                </BusyButton>
              </>
            ) : null}
            {can.request_interception ? (
              <Allowed operation={selfServiceOrder.requestParcelInterception}>
                <Button danger icon={<WarningOutlined />} onClick={() => setAsking('intercept')}>
                  {t('parcels.actions.requestInterception')}
                </Button>
              </Allowed>
            ) : null}
            {can.cancel ? (
              <Allowed operation={selfServiceOrder.cancelParcel}>
                <Button danger icon={<StopOutlined />} onClick={() => setAsking('cancel')}>
                  {t('parcels.actions.cancel')}
                </Button>
              </Allowed>
            ) : null}
            <Button onClick={() => void leave(PARCEL_LIST_PATH)}>{t('parcels.actions.backToList')}</Button>
          </Space>
        </Flex>
        {detail.interception_requested ? (
          <Alert type="warning" showIcon message={t('parcels.detail.interceptionPending')} />
        ) : null}
        {detail.needs_reply ? <Alert type="error" showIcon message={t('parcels.detail.needsReply')} /> : null}
      </Flex>
      <ParcelReasonDialog request={asking ? { kind: asking, parcel: detail } : null} onClose={() => setAsking(null)} />
    </Card>
  );
}
