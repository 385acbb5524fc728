import type { InboundStaffStep, InboundStatus, Localized } from '@portal/contract';

/** Each status as the spec names it, for refusals the server words ("The booking is Draft: …"). */
export const INBOUND_STATUS_LABELS: Readonly<Record<InboundStatus, Localized>> = {
  draft: { en: 'Draft', zh_CN: '草稿' },
  submitted: { en: 'Submitted', zh_CN: '已提交' },
  confirmed: { en: 'Confirmed', zh_CN: '已确认' },
  withdrawn: { en: 'Withdrawn', zh_CN: '已撤回' },
  voided: { en: 'Voided', zh_CN: '已作废' },
  future_receipt: { en: 'Future Receipt', zh_CN: '待收货' },
  pending_qc: { en: 'Pending quality control', zh_CN: '待质检' },
  to_be_shelved: { en: 'To be shelved', zh_CN: '待上架' },
  completed: { en: 'Inventory completion', zh_CN: '入库完成' },
};

/** A staff step as the refusals name it: "it cannot be {step}" / "无法{step}", "可{step}的数量". */
export const INBOUND_STEP_LABELS: Readonly<Record<InboundStaffStep, Localized>> = {
  audit: { en: 'audited', zh_CN: '审核' },
  arrive: { en: 'received', zh_CN: '收货' },
  qualityCheck: { en: 'quality checked', zh_CN: '质检' },
  shelve: { en: 'shelved', zh_CN: '上架' },
  void: { en: 'voided', zh_CN: '作废' },
  receivePackaging: { en: 'packaging received', zh_CN: '包材入库' },
};
