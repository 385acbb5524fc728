// A booking for the documents' unit tests and bench (not named *.worker.ts or *-service.ts: no part of the server).
import type { InboundDetail } from '@portal/contract';

const LINES = [
  { sku: 'TSHIRT-RED-M', barcode: '6901234567892', name_en: 'Red T-shirt, size M', name_cn: '红色T恤 M码' },
  { sku: 'MUG-330', barcode: '', name_en: 'Ceramic mug 330 ml', name_cn: '陶瓷马克杯 330毫升' },
  { sku: 'CABLE-USB-C', barcode: 'USBC-2M', name_en: 'USB-C cable 2 m', name_cn: 'USB-C 数据线 2米' },
];

/**
 * A submitted booking to the Shenzhen warehouse: `rows` packing-list rows alternating a two-SKU box
 * and a one-SKU box, each row `perRow` identical boxes, numbered and coded as the inbound module does.
 */
export function fabricatedBooking(rows = 3, perRow = 1): InboundDetail {
  const receivingNo = 'RK2026112300017';
  const bookingBoxes = Array.from({ length: rows }, (_, row) => ({
    box_count: perRow,
    weight_kg: 12.5 + row,
    length_cm: 60,
    width_cm: 40,
    height_cm: 35.5,
    items:
      row % 2 === 0
        ? [
            { sku: 'TSHIRT-RED-M', quantity: 20 },
            { sku: 'MUG-330', quantity: 6 },
          ]
        : [{ sku: 'CABLE-USB-C', quantity: 50 }],
  }));
  const boxes = bookingBoxes.flatMap((row, index) =>
    Array.from({ length: row.box_count }, (_, copy) => {
      const boxNo = index * perRow + copy + 1;
      return {
        box_no: boxNo,
        box_code: `${receivingNo}-${String(boxNo).padStart(3, '0')}`,
        weight_kg: row.weight_kg,
        length_cm: row.length_cm,
        width_cm: row.width_cm,
        height_cm: row.height_cm,
        items: row.items.map((item) => ({ ...item, arrived: 0 })),
        arrived_at: null,
      };
    }),
  );
  const quantities = new Map<string, number>();
  for (const box of boxes)
    for (const item of box.items) quantities.set(item.sku, (quantities.get(item.sku) ?? 0) + item.quantity);
  const lines = LINES.filter((line) => quantities.has(line.sku)).map((line, index) => ({
    ...line,
    product_id: index + 1,
    image_url: '',
    quantity: quantities.get(line.sku) ?? 0,
    arrived: 0,
    qualified: 0,
    shelved: 0,
  }));
  const units = [...quantities.values()].reduce((sum, q) => sum + q, 0);
  return {
    id: 17,
    receiving_no: receivingNo,
    status: 'submitted',
    warehouse_id: 1,
    warehouse_code: 'SZ01',
    delivery_method: 'express',
    courier_company: 'SF Express',
    tracking_no: 'SF1234567890',
    arrival_date: '2026-11-30',
    sku_count: lines.length,
    quantity: units,
    box_count: boxes.length,
    shelved: 0,
    remark: '',
    created_at: '2026-11-23T08:15:00.000Z',
    updated_at: '2026-11-23T08:15:00.000Z',
    booking: {
      warehouse_id: 1,
      remark: '',
      lines: lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
      packing_method: 'mixed',
      boxes: bookingBoxes,
      shipping: {
        delivery_method: 'express',
        courier_company: 'SF Express',
        tracking_no: 'SF1234567890',
        driver_name: '',
        driver_phone: '',
        volume_m3: 0.5,
        incoming_packaging: 'carton',
        arrival_date: '2026-11-30',
        arrival_period: 'morning',
        whole_in_whole_out: false,
      },
      services: { quality_inspection: 'routine', value_added_services: [], insurance: [] },
    },
    warehouse_name: '深圳宝安仓 Shenzhen Bao’an Warehouse',
    warehouse_address:
      '广东省深圳市宝安区福永街道凤凰第四工业区 12 栋 3 楼, Building 12, Fenghuang 4th Industrial Zone, Fuyong, Bao’an, Shenzhen 518103',
    lines,
    boxes,
    insurance: { declared_value: 0, fee: 0, total: 0 },
    history: [],
    can: { edit: false, submit: false, withdraw: true, delete: false },
    loss_orders: [],
    packaging: [],
  };
}
