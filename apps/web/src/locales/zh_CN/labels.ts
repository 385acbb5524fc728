import { labelsIn, SKU_LABELS } from '@portal/contract';
import type en from '../en/labels';

export default {
  sku: labelsIn(SKU_LABELS, 'zh_CN'),
} satisfies typeof en;
