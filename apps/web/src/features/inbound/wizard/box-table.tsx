import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { PackingMethod } from '@portal/contract';
import { Button, InputNumber, Select, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../shared/field';
import { type BoxTableRow, boxTableRows, emptyItem } from './packing';
import type { FieldErrors } from './step-checks';
import type { WizardBox, WizardItem, WizardLine } from './wizard-state';

type Measure = 'box_count' | 'weight_kg' | 'length_cm' | 'width_cm' | 'height_cm';

interface BoxTableProps {
  method: PackingMethod;
  lines: readonly WizardLine[];
  boxes: WizardBox[];
  errors: FieldErrors;
  readOnly: boolean;
  onChange(boxes: WizardBox[]): void;
}

/**
 * The packing list: a row per item (SKU and quantity per box); the carton's cells (box no.,
 * count, weight, sizes, remove) span the items sharing it (spec 3 "Box item": rowSpan = its items).
 */
export function BoxTable({ method, lines, boxes, errors, readOnly, onChange }: BoxTableProps) {
  const { t } = useTranslation();
  const rows = boxTableRows(boxes);
  const setBox = (index: number, box: WizardBox) => onChange(boxes.map((b, i) => (i === index ? box : b)));
  const setItem = (row: BoxTableRow, item: WizardItem) =>
    setBox(row.boxIndex, { ...row.box, items: row.box.items.map((it, i) => (i === row.itemIndex ? item : it)) });
  const boxCell = (row: BoxTableRow) => ({ rowSpan: row.span });
  const at = (row: BoxTableRow, field: string) => `boxes.${row.boxIndex}.${field}`;
  const itemAt = (row: BoxTableRow, field: string) => `boxes.${row.boxIndex}.items.${row.itemIndex}.${field}`;
  const fixedCount = method === 'all_in_one';

  const measure = (key: Measure, precision: number, width: number) => ({
    key,
    title: t(`inbound.fields.${key}`),
    width,
    onCell: boxCell,
    render: (_: unknown, row: BoxTableRow) => (
      <Field error={errors[at(row, key)]} compact>
        <InputNumber
          aria-label={t('inbound.wizard.boxField', { field: t(`inbound.fields.${key}`), no: row.firstBoxNo })}
          min={0}
          precision={precision}
          disabled={readOnly || (key === 'box_count' && fixedCount)}
          value={row.box[key]}
          onChange={(value) => setBox(row.boxIndex, { ...row.box, [key]: value })}
          style={{ width: '100%' }}
        />
      </Field>
    ),
  });

  const columns: TableColumnsType<BoxTableRow> = [
    {
      key: 'box_no',
      title: t('inbound.fields.box_no'),
      width: 90,
      onCell: boxCell,
      render: (_, row) => (row.firstBoxNo === row.lastBoxNo ? row.firstBoxNo : `${row.firstBoxNo}–${row.lastBoxNo}`),
    },
    measure('box_count', 0, 100),
    {
      key: 'sku',
      title: t('inbound.fields.sku'),
      width: 200,
      render: (_, row) => (
        <Field error={errors[itemAt(row, 'sku')]} compact>
          <Select<string>
            showSearch
            optionFilterProp="label"
            aria-label={t('inbound.wizard.itemSku', { no: row.firstBoxNo })}
            data-testid="inbound-item-sku"
            disabled={readOnly || method !== 'mixed'}
            value={row.item.sku || undefined}
            placeholder={t('inbound.wizard.skuPlaceholder')}
            options={lines.map((line) => ({ value: line.sku, label: line.sku }))}
            onChange={(sku) => setItem(row, { ...row.item, sku })}
            style={{ width: '100%' }}
          />
        </Field>
      ),
    },
    {
      key: 'quantity',
      title: t('inbound.fields.perBox'),
      width: 130,
      render: (_, row) => (
        <Field error={errors[itemAt(row, 'quantity')]} compact>
          <InputNumber
            aria-label={t('inbound.wizard.itemQuantity', { sku: row.item.sku, no: row.firstBoxNo })}
            min={0}
            precision={0}
            disabled={readOnly}
            value={row.item.quantity}
            onChange={(quantity) => setItem(row, { ...row.item, quantity })}
            style={{ width: '100%' }}
          />
        </Field>
      ),
    },
    measure('weight_kg', 2, 110),
    measure('length_cm', 2, 100),
    measure('width_cm', 2, 100),
    measure('height_cm', 2, 100),
  ];

  if (!readOnly) {
    columns.push(
      {
        key: 'item_actions',
        title: t('inbound.wizard.itemActions'),
        width: 90,
        render: (_, row) =>
          row.box.items.length > 1 ? (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('inbound.wizard.removeItem', { sku: row.item.sku, no: row.firstBoxNo })}
              onClick={() =>
                setBox(row.boxIndex, { ...row.box, items: row.box.items.filter((_, i) => i !== row.itemIndex) })
              }
            />
          ) : null,
      },
      {
        key: 'box_actions',
        title: t('inbound.wizard.boxActions'),
        width: 150,
        onCell: boxCell,
        render: (_, row) => (
          <Space wrap size={4}>
            {method === 'mixed' ? (
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() => setBox(row.boxIndex, { ...row.box, items: [...row.box.items, emptyItem()] })}
              >
                {t('inbound.wizard.addItem')}
              </Button>
            ) : null}
            {method !== 'all_in_one' ? (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('inbound.wizard.removeBox', { no: row.firstBoxNo })}
                onClick={() => onChange(boxes.filter((_, i) => i !== row.boxIndex))}
              />
            ) : null}
          </Space>
        ),
      },
    );
  }

  return (
    <Table<BoxTableRow>
      size="small"
      bordered
      rowKey="key"
      pagination={false}
      dataSource={rows}
      columns={columns}
      scroll={{ x: 1200 }}
      data-testid="inbound-box-table"
    />
  );
}
