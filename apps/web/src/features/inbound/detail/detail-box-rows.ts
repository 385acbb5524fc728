import type { InboundDetail } from '@portal/contract';

type Box = InboundDetail['boxes'][number];

/** One row of the detail's box table: one item of a stored box; the box cells span its items. */
export interface DetailBoxRow {
  key: string;
  box: Box;
  item: Box['items'][number];
  span: number;
}

export function detailBoxRows(boxes: readonly Box[]): DetailBoxRow[] {
  return boxes.flatMap((box) =>
    box.items.map((item, index) => ({
      key: `${box.box_no}-${item.sku}`,
      box,
      item,
      span: index === 0 ? box.items.length : 0,
    })),
  );
}
