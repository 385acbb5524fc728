import { DeleteOutlined } from '@ant-design/icons';
import { validationMessage } from '@portal/contract';
import { Button, Card, Col, Form, Input, Row, Table } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { useTranslation } from 'react-i18next';
import { formatDimensions, formatMeasure } from '../../../shared/format/measures';
import { FormSelect } from '../../../shared/forms/form-select';
import { apiLang } from '../../../shared/i18n/languages';
import { Thumbnail } from '../../../shared/images/thumbnail';
import { EMPTY_CELL } from '../../../shared/list/empty-cells';
import { columnsWhenEmpty, tableEmpty } from '../../../shared/list/table-empty';
import { PackageComponentsText, PackageTag } from '../../../shared/products/package-components';
import { SkuPicker } from '../../../shared/products/sku-picker';
import { useWarehouses } from '../shared/use-reference-lists';
import { lineFromPackage, lineFromSku } from './line-from-sku';
import { LineQuantityCell } from './line-quantity-cell';
import type { LineState, OrderFormState } from './order-form-values';
import type { OrderFields } from './use-order-fields';

const CELL_ITEM = { style: { margin: 0 } } as const;

/**
 * The warehouse, the SKU search with available stock, and the order's lines (spec 2 "Order
 * creation": SKU, name and unit price USD editable, quantity, image, attributes, HS code, weight,
 * sizes, delete). An order without lines says 'Please add product information!'. A line may name a
 * package (issue 27): marked as one, with its components (code × units per package) under its code;
 * its customs facts, weight and sizes are its components', so those cells stay empty until saved.
 */
export function OrderLinesSection({ fields }: { fields: OrderFields }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance<OrderFormState>();
  const warehouses = useWarehouses();
  const warehouseId = Form.useWatch('warehouse_id', form) ?? null;
  const lines: LineState[] = Form.useWatch('items', form) ?? [];
  const lineAt = (index: number) => lines[index];

  return (
    <Card title={t('orderForm.sections.lines')}>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item {...fields.draft('warehouse_id')}>
            <FormSelect<number>
              showSearch
              optionFilterProp="label"
              loading={warehouses.loading}
              options={warehouses.options}
              placeholder={t('orderForm.warehousePlaceholder')}
            />
          </Form.Item>
        </Col>
      </Row>
      {/* Every Form.Item inside a Form.List is named under the list: the warehouse stays outside it. */}
      <Form.List
        name="items"
        rules={[
          {
            validator: async (_rule, value: unknown[] | undefined) => {
              if (!value || value.length === 0)
                throw new Error(validationMessage('v.productAdd', apiLang(i18n.language)));
            },
          },
        ]}
      >
        {(rows, { add, remove }, { errors }) => (
          <>
            <Form.Item label={t('orderForm.lines.addSku')}>
              <SkuPicker
                warehouseId={warehouseId}
                taken={lines.map((line) => line.sku)}
                onPick={(item) => {
                  if (warehouseId === null) return;
                  add(lineFromSku(item, i18n.language, warehouseId));
                  void form.validateFields(['items']).catch(() => undefined);
                }}
                onPickPackage={(item) => {
                  if (warehouseId === null) return;
                  add(lineFromPackage(item, warehouseId));
                  void form.validateFields(['items']).catch(() => undefined);
                }}
              />
            </Form.Item>
            <Table<FormListFieldData>
              size="small"
              bordered
              rowKey="key"
              pagination={false}
              dataSource={rows}
              scroll={rows.length > 0 ? { x: 1140 } : undefined}
              // With no line, no header and no column widths: they made the empty table 590 px wide,
              // and a phone's page scrolled sideways (columnsWhenEmpty).
              showHeader={rows.length > 0}
              locale={{ emptyText: tableEmpty(t('orderForm.lines.empty')) }}
              data-testid="order-lines"
              columns={columnsWhenEmpty(rows.length, [
                {
                  key: 'sku',
                  title: t('orderForm.lines.sku'),
                  width: 170,
                  fixed: 'left',
                  render: (_, row) => {
                    const line = lineAt(row.name);
                    if (!line?.package) return line?.sku;
                    return (
                      <div data-testid="package-line">
                        <PackageTag />
                        {line.sku}
                        <br />
                        <PackageComponentsText components={line.package.components} />
                      </div>
                    );
                  },
                },
                {
                  key: 'name',
                  title: t('orderForm.lines.name'),
                  width: 200,
                  render: (_, row) => (
                    <Form.Item {...fields.line('name')} {...CELL_ITEM} name={[row.name, 'name']} label={undefined}>
                      <Input aria-label={t('orderForm.lines.nameOf', { sku: lineAt(row.name)?.sku })} />
                    </Form.Item>
                  ),
                },
                {
                  key: 'unit_price',
                  title: t('orderForm.lines.unit_price'),
                  width: 130,
                  render: (_, row) => (
                    <Form.Item
                      {...fields.line('unit_price')}
                      {...CELL_ITEM}
                      name={[row.name, 'unit_price']}
                      label={undefined}
                    >
                      <Input
                        inputMode="decimal"
                        aria-label={t('orderForm.lines.priceOf', { sku: lineAt(row.name)?.sku })}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'quantity',
                  title: t('orderForm.lines.quantity'),
                  width: 110,
                  render: (_, row) => (
                    <LineQuantityCell
                      fields={fields}
                      index={row.name}
                      line={lineAt(row.name)}
                      warehouseId={warehouseId}
                    />
                  ),
                },
                {
                  key: 'image',
                  title: t('orderForm.lines.image'),
                  width: 70,
                  render: (_, row) => {
                    const line = lineAt(row.name);
                    return line ? <Thumbnail src={line.image_url} alt={line.sku} size={40} /> : null;
                  },
                },
                {
                  key: 'attributes',
                  title: t('orderForm.lines.attributes'),
                  width: 110,
                  render: (_, row) => lineAt(row.name)?.attributes || EMPTY_CELL,
                },
                {
                  key: 'hs_code',
                  title: t('orderForm.lines.hs_code'),
                  width: 100,
                  render: (_, row) => lineAt(row.name)?.hs_code || EMPTY_CELL,
                },
                {
                  key: 'weight',
                  title: t('orderForm.lines.weight'),
                  width: 90,
                  align: 'right',
                  render: (_, row) => {
                    const line = lineAt(row.name);
                    return line && !(line.package && !line.weight_g) ? formatMeasure(line.weight_g) : EMPTY_CELL;
                  },
                },
                {
                  key: 'dimensions',
                  title: t('orderForm.lines.dimensions'),
                  width: 130,
                  render: (_, row) => {
                    const line = lineAt(row.name);
                    return line && !line.package
                      ? formatDimensions(line.length_cm, line.width_cm, line.height_cm)
                      : EMPTY_CELL;
                  },
                },
                {
                  key: 'delete',
                  title: t('orderForm.lines.delete'),
                  width: 70,
                  fixed: 'right',
                  render: (_, row) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('orderForm.lines.remove', { sku: lineAt(row.name)?.sku })}
                      onClick={() => remove(row.name)}
                    />
                  ),
                },
              ])}
            />
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Card>
  );
}
