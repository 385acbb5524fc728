import { DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, Row, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { KindsCheckboxes } from './kinds-checkboxes';
import type { WarningEmailFields } from './use-warning-email-fields';

interface RecipientRowProps {
  fields: WarningEmailFields;
  /** The row's place in the list (Form.List's row name). */
  row: number;
  /** The other rows' places: an address typed here may make theirs a duplicate, or no longer one. */
  others: number[];
  /** Just added: its address takes the focus. */
  focus: boolean;
  onRemove(): void;
}

/**
 * One address of the list and the kinds of alert it receives, with its remove button. Side by side
 * on a wide screen, stacked on a phone.
 */
export function RecipientRow({ fields, row, others, focus, onRemove }: RecipientRowProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const n = row + 1;
  return (
    <Flex
      gap={12}
      align="flex-start"
      data-testid="warning-email-row"
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: `${token.padding}px ${token.paddingSM}px 0`,
      }}
    >
      <Row gutter={[16, 0]} style={{ flex: 1, minWidth: 0 }}>
        <Col xs={24} lg={9}>
          <Form.Item
            {...fields.recipient(row, 'email')}
            label={t('warningEmail.emailOf', { n })}
            dependencies={others.map((other) => ['recipients', other, 'email'])}
          >
            <Input
              type="email"
              autoComplete="off"
              autoFocus={focus}
              maxLength={120}
              placeholder={t('warningEmail.emailPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={15}>
          <Form.Item {...fields.recipient(row, 'types')}>
            <KindsCheckboxes label={t('warningEmail.kindsOf', { n })} />
          </Form.Item>
        </Col>
      </Row>
      {/* An empty label keeps the button level with the address. */}
      <Form.Item label=" " colon={false}>
        <Button danger icon={<DeleteOutlined />} aria-label={t('warningEmail.remove', { n })} onClick={onRemove} />
      </Form.Item>
    </Flex>
  );
}
