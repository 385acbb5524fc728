import { order } from '@portal/contract';
import { App, Card, Empty, Flex, Form, Input, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { BusyButton } from '../../../shared/forms/busy-button';
import { bindForm } from '../../../shared/forms/form-binding';
import { showFormError } from '../../../shared/forms/form-errors';

type OrderException = order.OrderDetail['exceptions'][number];

const STATE_COLOUR: Record<OrderException['state'], string> = { open: 'red', replied: 'blue', resolved: 'green' };

/** Exceptions the warehouse raised; an open one waits for the merchant's reply (spec 4), given in the box under it. */
export function ExceptionsCard({ detail }: { detail: order.OrderDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Card title={t('orderDetail.sections.exceptions')} data-testid="order-exceptions">
      {detail.exceptions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderDetail.noExceptions')} />
      ) : (
        <List
          dataSource={detail.exceptions}
          rowKey="id"
          renderItem={(exception) => (
            <List.Item>
              <Flex vertical gap={8} style={{ width: '100%' }}>
                <Flex gap={8} wrap align="center">
                  <Tag color={STATE_COLOUR[exception.state]}>{t(`orderDetail.exceptionState.${exception.state}`)}</Tag>
                  <Typography.Text strong>{exception.reason}</Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(exception.created_at)}</Typography.Text>
                </Flex>
                {exception.reply ? (
                  <Typography.Text>
                    {t('orderDetail.yourReply', { reply: exception.reply, time: formatDateTime(exception.replied_at) })}
                  </Typography.Text>
                ) : null}
                {exception.state === 'open' ? <ReplyBox orderId={detail.id} exceptionId={exception.id} /> : null}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function ReplyBox({ orderId, exceptionId }: { orderId: number; exceptionId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reply: string }>();
  const reply = useOperationMutation(order.replyException, { silent: true });
  const field = bindForm(order.replyException.body, { label: () => t('orderDetail.reply') });

  const send = async ({ reply: text }: { reply: string }) => {
    try {
      await reply.mutateAsync({ body: { id: orderId, exception_id: exceptionId, reply: text } });
      void message.success(t('orderDetail.replied'));
      form.resetFields();
    } catch (error) {
      showFormError(form, error as Error, (text) => void message.error(text));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => void send(values)}
      name={`exception-reply-${exceptionId}`}
    >
      <Form.Item {...field('reply')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount />
      </Form.Item>
      <BusyButton type="primary" htmlType="submit" busy={reply.isPending}>
        {t('orderDetail.sendReply')}
      </BusyButton>
    </Form>
  );
}
