import { Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LineState } from './order-form-values';
import { useLineAvailable } from './use-line-available';
import type { OrderFields } from './use-order-fields';

/**
 * A line's quantity, flagged when it is above the SKU's available stock in the chosen warehouse (a
 * package's: the packages its components make there): a
 * warning, not a refusal (an Approving order locks no stock; Ship the order is what the server
 * refuses), shown at the first step rather than only as a toast after Ship.
 */
export function LineQuantityCell({
  fields,
  index,
  line,
  warehouseId,
}: {
  fields: OrderFields;
  index: number;
  line: LineState | undefined;
  warehouseId: number | null;
}) {
  const { t } = useTranslation();
  const available = useLineAvailable(line, warehouseId);
  const over = available !== undefined && line?.quantity != null && line.quantity > available;
  return (
    <Form.Item
      {...fields.line('quantity')}
      style={{ margin: 0 }}
      name={[index, 'quantity']}
      label={undefined}
      extra={
        over ? (
          <Typography.Text type="warning" data-testid="line-over-stock">
            {t(line?.package ? 'orderForm.lines.overStockPackage' : 'orderForm.lines.overStock', { count: available })}
          </Typography.Text>
        ) : undefined
      }
    >
      <InputNumber
        precision={0}
        style={{ width: '100%' }}
        aria-label={t('orderForm.lines.quantityOf', { sku: line?.sku })}
      />
    </Form.Item>
  );
}
