import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Col, Input, InputNumber, Row, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../shared/format/localized-name';
import { FormSelect } from '../../../shared/forms/form-select';
import { tableEmpty } from '../../../shared/list/table-empty';
import { SkuPicker } from '../../../shared/products/sku-picker';
import { useWarehouses } from '../../../shared/reference/use-warehouses';
import { Field } from '../shared/field';
import { PackagingSection } from './packaging-section';
import type { FieldErrors } from './step-checks';
import { useConfirmChange } from './use-confirm-change';
import type { WizardLine, WizardState } from './wizard-state';

interface ProductsStepProps {
  state: WizardState;
  errors: FieldErrors;
  readOnly: boolean;
  onChange(next: (state: WizardState) => WizardState): void;
}

/** A change of what is booked: the packing list and the insured SKUs made from it are cleared. */
const clearPacking = (state: WizardState): WizardState => ({
  ...state,
  packing_method: null,
  boxes: [],
  services: { ...state.services, insurance: [] },
});

/**
 * Step 1: the warehouse, the SKUs with how many units of each the booking brings, and the
 * merchant's own packaging sent with them (`PackagingSection`). Once the
 * booking is submitted nothing can be added, so the SKU picker is not shown.
 */
export function ProductsStep({ state, errors, readOnly, onChange }: ProductsStepProps) {
  const { t, i18n } = useTranslation();
  const warehouses = useWarehouses();
  const confirmChange = useConfirmChange(state);
  const setLine = (index: number, quantity: number | null) =>
    onChange((s) => ({ ...s, lines: s.lines.map((line, i) => (i === index ? { ...line, quantity } : line)) }));

  return (
    <Card title={t('inbound.wizard.steps.products')}>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Field label={t('inbound.fields.warehouse')} htmlFor="inbound-warehouse" error={errors.warehouse_id} required>
            <FormSelect<number>
              id="inbound-warehouse"
              data-testid="inbound-warehouse"
              showSearch
              optionFilterProp="label"
              disabled={readOnly}
              loading={warehouses.loading}
              options={warehouses.options}
              value={state.warehouse_id ?? undefined}
              placeholder={t('inbound.wizard.warehousePlaceholder')}
              onChange={(warehouse_id) => {
                if (warehouse_id === state.warehouse_id) return;
                confirmChange(() => onChange((s) => ({ ...clearPacking(s), warehouse_id })));
              }}
            />
          </Field>
        </Col>
        {readOnly ? null : (
          <Col xs={24} md={12} xl={16}>
            <Field label={t('inbound.wizard.addSku')} error={errors.lines}>
              <SkuPicker
                warehouseId={state.warehouse_id}
                taken={state.lines.map((line) => line.sku)}
                onPick={(item) =>
                  confirmChange(() =>
                    onChange((s) => ({
                      ...clearPacking(s),
                      lines: [
                        ...s.lines,
                        {
                          product_id: item.id,
                          sku: item.sku,
                          name: localizedName(item, i18n.language),
                          quantity: null,
                        },
                      ],
                    })),
                  )
                }
              />
            </Field>
          </Col>
        )}
      </Row>
      <Table<WizardLine>
        size="small"
        bordered
        rowKey="sku"
        pagination={false}
        dataSource={state.lines}
        locale={{ emptyText: tableEmpty(t('inbound.wizard.noLines')) }}
        data-testid="inbound-lines"
        columns={[
          { key: 'sku', title: t('inbound.fields.sku'), dataIndex: 'sku', width: 160 },
          { key: 'name', title: t('inbound.fields.name'), dataIndex: 'name' },
          {
            key: 'quantity',
            title: t('inbound.fields.quantity'),
            width: 200,
            render: (_, line, index) => (
              <Field error={errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.sku`]} compact>
                <InputNumber
                  aria-label={t('inbound.wizard.quantityOf', { sku: line.sku })}
                  min={0}
                  precision={0}
                  disabled={readOnly}
                  value={line.quantity}
                  onChange={(value) => setLine(index, value)}
                  style={{ width: '100%' }}
                />
              </Field>
            ),
          },
          {
            key: 'remove',
            title: t('inbound.fields.actions'),
            width: 80,
            render: (_, line, index) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                disabled={readOnly}
                aria-label={t('inbound.wizard.removeLine', { sku: line.sku })}
                onClick={() =>
                  confirmChange(() =>
                    onChange((s) => ({ ...clearPacking(s), lines: s.lines.filter((_, i) => i !== index) })),
                  )
                }
              />
            ),
          },
        ]}
      />
      <PackagingSection
        packaging={state.packaging}
        warehouseId={state.warehouse_id}
        errors={errors}
        readOnly={readOnly}
        onChange={(next) => onChange((s) => ({ ...s, packaging: next(s.packaging) }))}
      />
      <Field label={t('inbound.fields.remark')} htmlFor="inbound-remark" error={errors.remark}>
        <Input.TextArea
          id="inbound-remark"
          rows={2}
          maxLength={500}
          showCount
          disabled={readOnly}
          value={state.remark}
          onChange={(event) => {
            const remark = event.target.value;
            onChange((s) => ({ ...s, remark }));
          }}
        />
      </Field>
    </Card>
  );
}
