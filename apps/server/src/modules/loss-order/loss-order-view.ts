import type { ContentOf, LossOrderState, lossOrder } from '@portal/contract';
import { actorOf } from '../../platform/actor';
import type { LossOrderCommentRow } from './loss-order-comments-repository';
import type { LossOrderLineRow, LossOrderRow } from './loss-order-repository';

export type LossOrderListItem = ContentOf<typeof lossOrder.getList>['list'][number];
export type LossOrderDetail = ContentOf<typeof lossOrder.getDetail>;

/** The states in which the merchant may still comment or dispute. */
export const COMMENTABLE_STATES: readonly LossOrderState[] = ['pending_review', 'disputed'];

/** How 1391 names a final state in the request's language. */
export const FINAL_STATE_WORDS: Record<LossOrderState, { en: string; zh_CN: string }> = {
  pending_review: { en: 'pending review', zh_CN: '待审核' },
  disputed: { en: 'disputed', zh_CN: '申诉' },
  confirmed: { en: 'confirmed', zh_CN: '确认' },
  closed: { en: 'closed', zh_CN: '关闭' },
};

export function toListItem(row: LossOrderRow, warehouseCodes: Map<number, string>): LossOrderListItem {
  return {
    id: row.id,
    loss_no: row.loss_no,
    type: row.type,
    state: row.state,
    inbound_id: row.inbound_id,
    receiving_no: row.receiving_no,
    warehouse_code: warehouseCodes.get(row.warehouse_id) ?? '',
    difference: row.difference,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toDetail(
  row: LossOrderRow,
  warehouseCodes: Map<number, string>,
  lines: LossOrderLineRow[],
  comments: LossOrderCommentRow[],
  compensation: LossOrderDetail['compensation'],
): LossOrderDetail {
  return {
    ...toListItem(row, warehouseCodes),
    lines: lines.map(({ sku, name_en, name_cn, appointment, arrival, qualified, actual, difference }) => ({
      sku,
      name_en,
      name_cn,
      appointment,
      arrival,
      qualified,
      actual,
      difference,
    })),
    comments: comments.map((comment) => ({
      id: comment.id,
      actor: { kind: actorOf(comment).kind, label: comment.actor_label },
      content: comment.content,
      dispute: comment.dispute === 1,
      created_at: comment.created_at,
    })),
    can_comment: COMMENTABLE_STATES.includes(row.state),
    compensation,
  };
}
