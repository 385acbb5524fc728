import { DeleteOutlined } from '@ant-design/icons';
import { INBOUND_PACKAGING_LINES_MAX, product } from '@portal/contract';
import { Button, InputNumber, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { localizedName } from '../../../shared/format/localized-name';
import { FormSelect } from '../../../shared/forms/form-select';
import { tableEmpty } from '../../../shared/list/table-empty';
import { useMay } from '../../../shared/session/use-may';
import { Field } from '../shared/field';
import type { FieldErrors } from './step-checks';
import { rowKey, type WizardPackaging } from './wizard-state';

interface PackagingSectionProps {
  packaging: readonly WizardPackaging[];
  warehouseId: number | null;
  errors: FieldErrors;
  readOnly: boolean;
  onChange(next: (packaging: WizardPackaging[]) => WizardPackaging[]): void;
}

/**
 * Step 1, under the SKUs: the merchant's own packaging (boxes, mailers) sent with the goods, picked
 * from its packaging items (the order form's options read, by the chosen warehouse) with the units
 * declared. Staff count what arrives; the detail page shows both. An account without the product
 * right does not see it (what a saved booking declares is kept as it was).
 */
export function PackagingSection({ packaging, warehouseId, errors, readOnly, onChange }: PackagingSectionProps) {
  const { t, i18n } = useTranslation();
  const may = useMay();
  const allowed = may(product.getPackagingList);
  const options = useOperationQuery(
    product.getPackagingOptions,
    { warehouse_id: warehouseId ?? 0 },
    { enabled: allowed && warehouseId !== null && !readOnly },
  );
  if (!allowed) return null;
  const taken = new Set(packaging.map((line) => line.code.toUpperCase()));
  const choices = (options.data ?? [])
    .filter((item) => !taken.has(item.code.toUpperCase()))
    .map((item) => ({ value: item.code, label: `${item.code} · ${localizedName(item, i18n.language)}` }));
  const setQuantity = (key: string, quantity: number | null) =>
    onChange((lines) => lines.map((line) => (line.key === key ? { ...line, quantity } : line)));

  return (
    <section data-testid="inbound-packaging">
      <Typography.Title level={5}>{t('inbound.wizard.packaging.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('inbound.wizard.packaging.hint')}</Typography.Paragraph>
      {readOnly ? null : (
        <Field label={t('inbound.wizard.packaging.add')} htmlFor="inbound-packaging-pick" error={errors.packaging}>
          <FormSelect<string>
            id="inbound-packaging-pick"
            showSearch
            optionFilterProp="label"
            style={{ maxWidth: 480 }}
            value={null}
            disabled={warehouseId === null || packaging.length >= INBOUND_PACKAGING_LINES_MAX}
            loading={options.isFetching}
            options={choices}
            placeholder={
              warehouseId === null ? t('inbound.wizard.packaging.warehouseFirst') : t('inbound.wizard.packaging.pick')
            }
            notFoundContent={options.data ? t('inbound.wizard.packaging.none') : undefined}
            onChange={(code) => {
              const item = options.data?.find((option) => option.code === code);
              if (!item) return;
              const name = localizedName(item, i18n.language);
              onChange((lines) => [...lines, { key: rowKey('pkg'), code: item.code, name, quantity: null }]);
            }}
          />
        </Field>
      )}
      <Table<WizardPackaging>
        size="small"
        bordered
        rowKey="key"
        pagination={false}
        dataSource={[...packaging]}
        locale={{ emptyText: tableEmpty(t('inbound.wizard.packaging.empty')) }}
        data-testid="inbound-packaging-lines"
        columns={[
          {
            key: 'code',
            title: t('inbound.fields.packagingCode'),
            width: 160,
            render: (_, line, index) => (
              <Field error={errors[`packaging.${index}.code`]} compact>
                {line.code}
              </Field>
            ),
          },
          { key: 'name', title: t('inbound.fields.name'), dataIndex: 'name' },
          {
            key: 'quantity',
            title: t('inbound.fields.quantity'),
            width: 200,
            render: (_, line, index) => (
              <Field error={errors[`packaging.${index}.quantity`]} compact>
                <InputNumber
                  aria-label={t('inbound.wizard.quantityOf', { sku: line.code })}
                  min={0}
                  precision={0}
                  disabled={readOnly}
                  value={line.quantity}
                  onChange={(value) => setQuantity(line.key, value)}
                  style={{ width: '100%' }}
                />
              </Field>
            ),
          },
          {
            key: 'remove',
            title: t('inbound.fields.actions'),
            width: 80,
            render: (_, line) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                disabled={readOnly}
                aria-label={t('inbound.wizard.removeLine', { sku: line.code })}
                onClick={() => onChange((lines) => lines.filter((l) => l.key !== line.key))}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
