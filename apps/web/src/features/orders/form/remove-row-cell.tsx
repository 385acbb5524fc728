import { DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Form } from 'antd';

/** The last cell of a row of a form list (a service, a consumable): a remove button level with the fields. */
export function RemoveRowCell({ label, onRemove }: { label: string; onRemove(): void }) {
  return (
    <Col xs={8} md={4}>
      {/* An empty label keeps the button on the fields' line. */}
      <Form.Item label=" " colon={false}>
        <Button icon={<DeleteOutlined />} danger aria-label={label} onClick={onRemove} />
      </Form.Item>
    </Col>
  );
}
