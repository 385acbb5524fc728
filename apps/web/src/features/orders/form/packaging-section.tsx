import { PlusOutlined } from '@ant-design/icons';
import { type PackagingOption, product } from '@portal/contract';
import { Button, Card, Col, Form, InputNumber, Row, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { localizedName } from '../../../shared/format/localized-name';
import { FormSelect } from '../../../shared/forms/form-select';
import type { LineState, OrderFormState } from './order-form-values';
import { RemoveRowCell } from './remove-row-cell';
import type { OrderFields } from './use-order-fields';

/** As the pack materials: at most this many rows (the contract's ORDER_PACKAGING_MAX). */
const ROWS_MAX = 10;

/** The items whose default SKUs or packages are among the lines' codes, one of each per order. */
export function defaultPackaging(options: readonly PackagingOption[], lines: readonly Pick<LineState, 'sku'>[]) {
  const codes = new Set(lines.map((line) => (line.sku ?? '').trim().toUpperCase()));
  return options
    .filter((option) => option.default_for.some((code) => codes.has(code)))
    .map((option) => ({ id: option.id, quantity: 1 }));
}

interface PackagingSectionProps {
  fields: OrderFields;
  warehouseId: number;
  lines: LineState[];
  /** The step is shown: defaults are picked once it is. */
  active: boolean;
  /** A new order: its packaging starts from the defaults of its SKUs and packages. */
  prefill: boolean;
}

/**
 * The merchant's own packaging (exclusive consumables) for this order, each with what the warehouse
 * has available: a row asking for more says so under its quantity (a warning, as a line above its
 * stock: submitting is what the server refuses).
 */
export function PackagingSection({ fields, warehouseId, lines, active, prefill }: PackagingSectionProps) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance<OrderFormState>();
  const options = useOperationQuery(product.getPackagingOptions, { warehouse_id: warehouseId }, { enabled: active });
  const list = options.data ?? [];
  const prefilled = useRef(false);
  useEffect(() => {
    if (!prefill || !active || !options.data || prefilled.current) return;
    prefilled.current = true;
    if ((form.getFieldValue('packaging') ?? []).length > 0) return;
    const picked = defaultPackaging(options.data, lines);
    if (picked.length) form.setFieldValue('packaging', picked.slice(0, ROWS_MAX));
  }, [prefill, active, options.data, lines, form]);

  const choices = list.map((option) => ({
    value: option.id,
    label: t('orderForm.packaging.option', {
      code: option.code,
      name: localizedName(option, i18n.language),
      available: option.available,
    }),
  }));
  const id = fields.packaging('id');
  const quantity = fields.packaging('quantity');

  return (
    <Card title={t('orderForm.sections.packaging')} data-testid="order-packaging">
      <Typography.Paragraph type="secondary">
        {options.data && list.length === 0 ? t('orderForm.packaging.none') : t('orderForm.packaging.hint')}
      </Typography.Paragraph>
      <Form.List name="packaging">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Row gutter={12} key={row.key} align="top">
                <Col xs={24} md={12}>
                  <Form.Item {...id} name={[row.name, 'id']}>
                    <FormSelect<number> loading={options.isPending} options={choices} />
                  </Form.Item>
                </Col>
                <Col xs={16} md={8}>
                  <PackagingQuantity row={row.name} quantity={quantity} options={list} />
                </Col>
                <RemoveRowCell label={t('orderForm.packaging.remove')} onRemove={() => remove(row.name)} />
              </Row>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ id: null, quantity: 1 })}
              disabled={rows.length >= ROWS_MAX || list.length === 0}
            >
              {t('orderForm.packaging.add')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}

/** A row's quantity, with a warning under it when it is above what the warehouse has available. */
function PackagingQuantity({
  row,
  quantity,
  options,
}: {
  row: number;
  quantity: ReturnType<OrderFields['packaging']>;
  options: readonly PackagingOption[];
}) {
  const { t } = useTranslation();
  const value = Form.useWatch(['packaging', row]) as { id: number | null; quantity: number | null } | undefined;
  const available = options.find((option) => option.id === value?.id)?.available;
  const over = available !== undefined && value?.quantity != null && value.quantity > available;
  return (
    <Form.Item
      {...quantity}
      name={[row, 'quantity']}
      extra={
        over ? (
          <Typography.Text type="warning" data-testid="packaging-over-stock">
            {t('orderForm.packaging.overStock', { count: available })}
          </Typography.Text>
        ) : undefined
      }
    >
      <InputNumber precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}
