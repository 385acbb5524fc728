import { DeleteOutlined } from '@ant-design/icons';
import { PACKAGE_COMPONENTS_MAX, type ProductSearchItem } from '@portal/contract';
import { Button, Card, Flex, Form, InputNumber, Select, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../shared/format/localized-name';
import { tableEmpty } from '../../../shared/list/table-empty';
import { SkuPicker } from '../../../shared/products/sku-picker';
import { useWarehouses } from '../../../shared/reference/use-warehouses';
import { componentsProblem } from './components-rule';
import type { ComponentRow } from './package-form-values';
import type { usePackageFields } from './use-package-fields';

/** A component's names as the lines show them, by SKU code: from the saved package, then from each pick. */
export type ComponentNames = ReadonlyMap<string, { name_en: string; name_cn: string }>;

interface PackageComponentsFieldProps {
  fields: ReturnType<typeof usePackageFields>;
  formName: string;
  initialNames: ComponentNames;
}

/**
 * The package's components: SKUs picked with the order form's SKU search (its stock shown in the
 * warehouse chosen beside it), each a line with its quantity. The lines' rules are the contract's.
 */
export function PackageComponentsField({ fields, formName, initialNames }: PackageComponentsFieldProps) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const rows: ComponentRow[] = Form.useWatch('components', form) ?? [];
  const warehouses = useWarehouses();
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [names, setNames] = useState<Map<string, { name_en: string; name_cn: string }>>(() => new Map(initialNames));
  const firstWarehouse = warehouses.options[0]?.value ?? null;
  useEffect(() => {
    if (warehouseId === null && firstWarehouse !== null) setWarehouseId(firstWarehouse);
  }, [warehouseId, firstWarehouse]);
  const units = rows.reduce((sum, row) => sum + (Number(row?.quantity) || 0), 0);
  const label = t('packages.fields.components');
  const pickerId = `${formName}_component_picker`;

  return (
    <Card title={t('packages.form.sections.components')}>
      <Form.List
        name="components"
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              const problem = componentsProblem(value, label);
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        {(lines, { add, remove }, { errors }) => (
          <Flex vertical gap={12}>
            <Flex gap={12} wrap align="end">
              <Flex vertical gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
                <label htmlFor={pickerId}>{t('packages.form.addComponent')}</label>
                <SkuPicker
                  id={pickerId}
                  label={t('packages.form.addComponent')}
                  warehouseId={warehouseId}
                  taken={rows.map((row) => row?.sku ?? '')}
                  onPick={(item: ProductSearchItem) => {
                    if (lines.length >= PACKAGE_COMPONENTS_MAX) return;
                    setNames((known) => new Map(known).set(item.sku, item));
                    add({ sku: item.sku, quantity: 1 });
                    void form.validateFields(['components']).catch(() => undefined);
                  }}
                />
              </Flex>
              <Flex vertical gap={4} style={{ flex: '0 1 220px', minWidth: 0 }}>
                <label htmlFor={`${pickerId}_warehouse`}>{t('packages.form.stockIn')}</label>
                <Select<number>
                  id={`${pickerId}_warehouse`}
                  value={warehouseId ?? undefined}
                  loading={warehouses.loading}
                  options={warehouses.options}
                  onChange={setWarehouseId}
                />
              </Flex>
            </Flex>
            <Typography.Text type="secondary">{t('packages.form.pickerHint')}</Typography.Text>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={lines}
              data-testid="package-components"
              locale={{ emptyText: tableEmpty(t('packages.form.noComponents')) }}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  key: 'sku',
                  title: t('packages.fields.sku'),
                  render: (_, line) => {
                    // The code is shown, not typed: its item carries the server's refusal of that line.
                    const bound = fields.component(line.name, 'sku');
                    return (
                      <Form.Item name={bound.name} rules={bound.rules} style={{ margin: 0 }}>
                        <ComponentText names={names} language={i18n.language} />
                      </Form.Item>
                    );
                  },
                },
                {
                  key: 'quantity',
                  title: t('packages.fields.quantity'),
                  width: 150,
                  render: (_, line) => {
                    const bound = fields.component(line.name, 'quantity');
                    return (
                      <Form.Item name={bound.name} rules={bound.rules} style={{ margin: 0 }}>
                        <InputNumber
                          aria-label={`${bound.label} ${rows[line.name]?.sku ?? ''}`}
                          style={{ width: 110 }}
                          onChange={() => void form.validateFields(['components']).catch(() => undefined)}
                        />
                      </Form.Item>
                    );
                  },
                },
                {
                  key: 'remove',
                  width: 56,
                  render: (_, line) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('packages.actions.removeComponent', { sku: rows[line.name]?.sku ?? '' })}
                      onClick={() => {
                        remove(line.name);
                        void form.validateFields(['components']).catch(() => undefined);
                      }}
                    />
                  ),
                },
              ]}
            />
            <Flex justify="space-between" wrap gap={8}>
              {/* Inside an item, so the list's message reads as an error (red), as under a field. */}
              <Form.Item style={{ margin: 0 }}>
                <Form.ErrorList errors={errors} />
              </Form.Item>
              <Typography.Text data-testid="package-units">
                {t('packages.form.unitsInAll', { count: units })}
              </Typography.Text>
            </Flex>
          </Flex>
        )}
      </Form.List>
    </Card>
  );
}

/** A line's SKU code with its name (the form keeps the code; the names only show). */
function ComponentText({ value, names, language }: { value?: string; names: ComponentNames; language: string }) {
  const known = value ? names.get(value) : undefined;
  return (
    <Flex vertical>
      <Typography.Text strong>{value}</Typography.Text>
      {known && <Typography.Text type="secondary">{localizedName(known, language)}</Typography.Text>}
    </Flex>
  );
}
