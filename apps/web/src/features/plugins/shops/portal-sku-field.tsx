import type { PackageSearchItem, ProductSearchItem } from '@portal/contract';
import { useState } from 'react';
import { SkuPicker } from '../../../shared/products/sku-picker';

interface PortalSkuFieldProps {
  /** The connection's warehouse: the search shows each SKU's stock there, and what it can make of each package. */
  warehouseId: number;
  label: string;
  /** From Form.Item: the field's id, its SKU or package code and its change. */
  id?: string;
  value?: string;
  onChange?(code: string): void;
}

type Picked = { kind: 'sku'; item: ProductSearchItem } | { kind: 'package'; item: PackageSearchItem };

/**
 * A form field holding one portal code, chosen from the merchant's SKUs and packages with the order
 * form's search (packages marked as such). The form keeps the code; the field keeps the item picked to
 * show it, until the form is reset.
 */
export function PortalSkuField({ warehouseId, label, id, value, onChange }: PortalSkuFieldProps) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const shown = picked && (picked.kind === 'sku' ? picked.item.sku : picked.item.code) === value ? picked : null;
  return (
    <SkuPicker
      id={id}
      label={label}
      warehouseId={warehouseId}
      taken={[]}
      selected={shown?.kind === 'sku' ? shown.item : null}
      selectedPackage={shown?.kind === 'package' ? shown.item : null}
      onPick={(item) => {
        setPicked({ kind: 'sku', item });
        onChange?.(item.sku);
      }}
      onPickPackage={(item) => {
        setPicked({ kind: 'package', item });
        onChange?.(item.code);
      }}
    />
  );
}
