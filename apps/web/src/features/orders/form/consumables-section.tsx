import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../shared/format/localized-name';
import { formatCents } from '../../../shared/format/money';
import { FormSelect } from '../../../shared/forms/form-select';
import { usePackMaterials } from '../shared/use-reference-lists';
import { RemoveRowCell } from './remove-row-cell';
import type { OrderFields } from './use-order-fields';

/**
 * Pack materials for this order (spec 2: consumables, exclusive or common, chargeable or not):
 * each option says which, and what a chargeable one costs.
 */
export function ConsumablesSection({ fields }: { fields: OrderFields }) {
  const { t, i18n } = useTranslation();
  const materials = usePackMaterials();
  const id = fields.consumable('id');
  const quantity = fields.consumable('quantity');
  const options = (materials.data ?? []).map((material) => ({
    value: material.id,
    label: t('orderForm.consumables.option', {
      name: localizedName(material, i18n.language),
      size: material.size,
      type: t(`orderForm.consumables.type.${material.type}`),
      charge:
        material.chargeable === 1
          ? t('orderForm.consumables.chargeable', { price: formatCents(material.price) })
          : t('orderForm.consumables.free'),
    }),
  }));

  return (
    <Card title={t('orderForm.sections.consumables')} data-testid="order-consumables">
      <Form.List name="consumables">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Row gutter={12} key={row.key} align="top">
                <Col xs={24} md={12}>
                  <Form.Item {...id} name={[row.name, 'id']}>
                    <FormSelect<number> loading={materials.isPending} options={options} />
                  </Form.Item>
                </Col>
                <Col xs={16} md={8}>
                  <Form.Item {...quantity} name={[row.name, 'quantity']}>
                    <InputNumber precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <RemoveRowCell label={t('orderForm.consumables.remove')} onRemove={() => remove(row.name)} />
              </Row>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ id: null, quantity: 1 })} disabled={rows.length >= 10}>
              {t('orderForm.consumables.add')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
