import { lossOrder } from '@portal/contract';
import { Alert, App, Card, Checkbox, Empty, Flex, Form, Input, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';
import { useFormatDateTime } from '../../shared/format/date-time';
import { BusyButton } from '../../shared/forms/busy-button';
import { bindForm } from '../../shared/forms/form-binding';
import { showFormError } from '../../shared/forms/form-errors';
import type { LossOrderDetail } from './loss-order-loader';

/** The review thread between the merchant and staff, and (while open) the box to comment or dispute. */
export function LossOrderCommentsCard({ detail }: { detail: LossOrderDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Card title={t('lossOrders.sections.comments')}>
      {detail.comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lossOrders.noComments')} />
      ) : (
        <List
          data-testid="loss-order-comments"
          dataSource={detail.comments}
          rowKey="id"
          renderItem={(comment) => (
            <List.Item data-testid="loss-order-comment">
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>
                    {t('lossOrders.commentBy', {
                      kind: t(`lossOrders.actor.${comment.actor.kind}`),
                      label: comment.actor.label,
                    })}
                  </Typography.Text>
                  {comment.dispute ? <Tag color="red">{t('lossOrders.disputeMark')}</Tag> : null}
                  <Typography.Text type="secondary">{formatDateTime(comment.created_at)}</Typography.Text>
                </Flex>
                <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                  {comment.content}
                </Typography.Paragraph>
              </Flex>
            </List.Item>
          )}
        />
      )}
      {detail.can_comment ? (
        <CommentBox id={detail.id} />
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          message={t('lossOrders.finalNote', { state: t(`lossOrders.states.${detail.state}`) })}
        />
      )}
    </Card>
  );
}

interface CommentValues {
  content: string;
  dispute: boolean;
}

function CommentBox({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CommentValues>();
  const send = useOperationMutation(lossOrder.addComment, { silent: true });
  const field = bindForm(lossOrder.addComment.body, {
    label: (name) => (name === 'dispute' ? t('lossOrders.dispute') : t('lossOrders.comment')),
  });

  const submit = async (values: CommentValues) => {
    try {
      await send.mutateAsync({ body: { id, content: values.content, dispute: values.dispute ?? false } });
      void message.success(values.dispute ? t('lossOrders.disputed') : t('lossOrders.sent'));
      form.resetFields();
    } catch (error) {
      showFormError(form, error as Error, (text) => void message.error(text));
    }
  };

  return (
    <Form<CommentValues>
      form={form}
      layout="vertical"
      name={`loss-order-comment-${id}`}
      initialValues={{ dispute: false }}
      onFinish={(values) => void submit(values)}
      style={{ marginTop: 16 }}
    >
      <Form.Item {...field('content')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={500} />
      </Form.Item>
      <Form.Item name="dispute" valuePropName="checked">
        <Checkbox>{t('lossOrders.dispute')}</Checkbox>
      </Form.Item>
      <BusyButton type="primary" htmlType="submit" busy={send.isPending}>
        {t('lossOrders.send')}
      </BusyButton>
    </Form>
  );
}
