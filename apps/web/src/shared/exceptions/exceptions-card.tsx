import type { OperationDef, order } from '@portal/contract';
import { App, Card, Empty, Flex, Form, Input, List, Tag, Typography } from 'antd';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useOperationMutation } from '../api/use-operation';
import { useFormatDateTime } from '../format/date-time';
import { BusyButton } from '../forms/busy-button';
import { bindForm } from '../forms/form-binding';
import { showFormError } from '../forms/form-errors';
import { useMay } from '../session/use-may';

/** An exception the warehouse or the hub raised on a record (an order's, a parcel's: one contract shape). */
export type RecordException = order.OrderDetail['exceptions'][number];

/** The write answering an open exception: the record's id, the exception's and the reply. */
export interface ExceptionReplyOperation extends OperationDef {
  body: z.ZodObject<{ id: z.ZodType<number>; exception_id: z.ZodType<number>; reply: z.ZodType<string> }>;
}

/** The prefixes P of the translation keys `P.<suffix>`. */
type KeysEndingIn<Suffix extends string> = ParseKeys extends infer Key
  ? Key extends `${infer Prefix}.${Suffix}`
    ? Prefix
    : never
  : never;

/**
 * Where a screen keeps the card's texts ('orderDetail', 'parcels.detail'): a key under which each of
 * them stands, so each screen keeps its own words. The type check refuses one missing any of them.
 */
export type ExceptionTextsAt = KeysEndingIn<'sections.exceptions'> &
  KeysEndingIn<'noExceptions'> &
  KeysEndingIn<'exceptionState.open'> &
  KeysEndingIn<'exceptionState.replied'> &
  KeysEndingIn<'exceptionState.resolved'> &
  KeysEndingIn<'yourReply'> &
  KeysEndingIn<'reply'> &
  KeysEndingIn<'sendReply'> &
  KeysEndingIn<'replied'>;

const STATE_COLOUR: Record<RecordException['state'], string> = { open: 'red', replied: 'blue', resolved: 'green' };

interface ExceptionsCardProps {
  /** The record (an order's or a parcel's detail): its id and its exceptions. */
  record: { id: number; exceptions: RecordException[] };
  /** The record's reply write; without the right to it, an open exception shows no reply box. */
  reply: ExceptionReplyOperation;
  texts: ExceptionTextsAt;
  /** The card's test id; it also names each reply form (`<testId>-reply-<exception id>`). */
  testId: string;
}

/** Exceptions raised on a record; an open one waits for the merchant's reply (spec 4), given in the box under it. */
export function ExceptionsCard({ record, reply, texts, testId }: ExceptionsCardProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const mayReply = useMay()(reply);
  return (
    <Card title={t(`${texts}.sections.exceptions`)} data-testid={testId}>
      {record.exceptions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${texts}.noExceptions`)} />
      ) : (
        <List
          dataSource={record.exceptions}
          rowKey="id"
          renderItem={(exception) => (
            <List.Item>
              <Flex vertical gap={8} style={{ width: '100%' }}>
                <Flex gap={8} wrap align="center">
                  <Tag color={STATE_COLOUR[exception.state]}>{t(`${texts}.exceptionState.${exception.state}`)}</Tag>
                  <Typography.Text strong>{exception.reason}</Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(exception.created_at)}</Typography.Text>
                </Flex>
                {exception.reply ? (
                  <Typography.Text>
                    {t(`${texts}.yourReply`, { reply: exception.reply, time: formatDateTime(exception.replied_at) })}
                  </Typography.Text>
                ) : null}
                {exception.state === 'open' && mayReply ? (
                  <ReplyBox
                    reply={reply}
                    texts={texts}
                    recordId={record.id}
                    exceptionId={exception.id}
                    name={`${testId}-reply-${exception.id}`}
                  />
                ) : null}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

interface ReplyBoxProps {
  reply: ExceptionReplyOperation;
  texts: ExceptionTextsAt;
  recordId: number;
  exceptionId: number;
  name: string;
}

function ReplyBox({ reply, texts, recordId, exceptionId, name }: ReplyBoxProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reply: string }>();
  const send = useOperationMutation(reply, { silent: true });
  const field = bindForm(reply.body, { label: () => t(`${texts}.reply`) });

  const submit = async ({ reply: text }: { reply: string }) => {
    try {
      await send.mutateAsync({ body: { id: recordId, exception_id: exceptionId, reply: text } });
      void message.success(t(`${texts}.replied`));
      form.resetFields();
    } catch (error) {
      showFormError(form, error as Error, (text) => void message.error(text));
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} name={name}>
      <Form.Item {...field('reply')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount />
      </Form.Item>
      <BusyButton type="primary" htmlType="submit" busy={send.isPending}>
        {t(`${texts}.sendReply`)}
      </BusyButton>
    </Form>
  );
}
