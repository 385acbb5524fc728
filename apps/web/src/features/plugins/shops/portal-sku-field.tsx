import type { ProductSearchItem } from '@portal/contract';
import { useState } from 'react';
import { SkuPicker } from '../../../shared/products/sku-picker';

interface PortalSkuFieldProps {
  /** The connection's warehouse: the search shows each SKU's stock there. */
  warehouseId: number;
  label: string;
  /** From Form.Item: the field's id, its SKU code and its change. */
  id?: string;
  value?: string;
  onChange?(sku: string): void;
}

/**
 * A form field holding one portal SKU, chosen from the merchant's SKUs with the order form's search.
 * The form keeps the code; the field keeps the item picked to show it, until the form is reset.
 */
export function PortalSkuField({ warehouseId, label, id, value, onChange }: PortalSkuFieldProps) {
  const [picked, setPicked] = useState<ProductSearchItem | null>(null);
  return (
    <SkuPicker
      id={id}
      label={label}
      warehouseId={warehouseId}
      taken={[]}
      selected={picked && picked.sku === value ? picked : null}
      onPick={(item) => {
        setPicked(item);
        onChange?.(item.sku);
      }}
    />
  );
}
