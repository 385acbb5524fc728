import type { InboundDetail } from '@portal/contract';
import { sampleBookingDraft } from '@portal/contract/fixtures';

/**
 * Without the sample's services: these jsdom tests are about the products and the packing list, and the
 * insured mugs and photographs rendered on step 5 made each wizard test a third slower.
 */
const booking = sampleBookingDraft(1, {
  services: { quality_inspection: 'routine', value_added_services: [], insurance: [] },
});

/** The sample booking (`@portal/contract/fixtures`) as a draft's detail: two SKUs packed in one mixed carton row of 2 boxes. */
export const DRAFT_BOOKING: InboundDetail = {
  id: 21,
  receiving_no: 'RV2026000021',
  status: 'draft',
  warehouse_id: 1,
  warehouse_code: 'USLA',
  delivery_method: booking.shipping.delivery_method,
  courier_company: booking.shipping.courier_company,
  tracking_no: booking.shipping.tracking_no,
  arrival_date: booking.shipping.arrival_date,
  sku_count: booking.lines.length,
  quantity: booking.lines.reduce((sum, line) => sum + line.quantity, 0),
  box_count: 2,
  shelved: 0,
  remark: booking.remark,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  booking,
  warehouse_name: 'US West (Los Angeles)',
  warehouse_address: 'LA',
  lines: booking.lines.map((line, index) => ({
    product_id: 7 + index,
    sku: line.sku,
    barcode: '',
    name_en: line.sku === 'MUG-01' ? 'Mug' : 'Cap',
    name_cn: line.sku === 'MUG-01' ? '杯子' : '帽子',
    image_url: '',
    quantity: line.quantity,
    arrived: 0,
    qualified: 0,
    shelved: 0,
  })),
  boxes: [],
  insurance: { declared_value: 0, fee: 0, total: 0 },
  history: [],
  can: { edit: true, submit: true, withdraw: false, delete: true },
  loss_orders: [],
  packaging: [],
};
