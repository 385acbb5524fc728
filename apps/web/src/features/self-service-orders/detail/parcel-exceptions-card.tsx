import { selfServiceOrder } from '@portal/contract';
import { App, Card, Empty, Flex, Form, Input, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { BusyButton } from '../../../shared/forms/busy-button';
import { bindForm } from '../../../shared/forms/form-binding';
import { showFormError } from '../../../shared/forms/form-errors';
import { useMay } from '../../../shared/session/use-may';

type ParcelException = selfServiceOrder.ParcelDetail['exceptions'][number];

const STATE_COLOUR: Record<ParcelException['state'], string> = { open: 'red', replied: 'blue', resolved: 'green' };

/** Exceptions the hub raised; an open one waits for the merchant's reply, given in the box under it. */
export function ParcelExceptionsCard({ detail }: { detail: selfServiceOrder.ParcelDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const may = useMay();
  const mayReply = may(selfServiceOrder.replyParcelException);
  return (
    <Card title={t('parcels.detail.sections.exceptions')} data-testid="parcel-exceptions">
      {detail.exceptions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('parcels.detail.noExceptions')} />
      ) : (
        <List
          dataSource={detail.exceptions}
          rowKey="id"
          renderItem={(exception) => (
            <List.Item>
              <Flex vertical gap={8} style={{ width: '100%' }}>
                <Flex gap={8} wrap align="center">
                  <Tag color={STATE_COLOUR[exception.state]}>
                    {t(`parcels.detail.exceptionState.${exception.state}`)}
                  </Tag>
                  <Typography.Text strong>{exception.reason}</Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(exception.created_at)}</Typography.Text>
                </Flex>
                {exception.reply ? (
                  <Typography.Text>
                    {t('parcels.detail.yourReply', {
                      reply: exception.reply,
                      time: formatDateTime(exception.replied_at),
                    })}
                  </Typography.Text>
                ) : null}
                {exception.state === 'open' && mayReply ? (
                  <ReplyBox parcelId={detail.id} exceptionId={exception.id} />
                ) : null}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function ReplyBox({ parcelId, exceptionId }: { parcelId: number; exceptionId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reply: string }>();
  const reply = useOperationMutation(selfServiceOrder.replyParcelException, { silent: true });
  const field = bindForm(selfServiceOrder.replyParcelException.body, { label: () => t('parcels.detail.reply') });

  const send = async ({ reply: text }: { reply: string }) => {
    try {
      await reply.mutateAsync({ body: { id: parcelId, exception_id: exceptionId, reply: text } });
      void message.success(t('parcels.detail.replied'));
      form.resetFields();
    } catch (error) {
      showFormError(form, error as Error, (text) => void message.error(text));
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void send(values)} name={`parcel-reply-${exceptionId}`}>
      <Form.Item {...field('reply')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount />
      </Form.Item>
      <BusyButton type="primary" htmlType="submit" busy={reply.isPending}>
        {t('parcels.detail.sendReply')}
      </BusyButton>
    </Form>
  );
}
