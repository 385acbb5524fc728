import type en from '../en/inbound-guidelines';

export default {
  title: '入库指引',
  intro: '各仓库对货物包装、标签和送货的要求。装箱前请先查看您预约入库的仓库的限制。',
  warehouse: '仓库',
  allWarehouses: '全部仓库',
  none: '暂未发布入库指引。',
  limitsTitle: '限制',
  limit: '项目',
  limits: {
    box_side: '纸箱最长边',
    box_weight: '纸箱重量',
    pallet_height: '托盘高度（含托盘）',
    pallet_weight: '装货托盘重量',
    receiving: '收货时间（当地时间）',
    appointment: '送货预约',
  },
  units: {
    cm: '不超过 {{value}} 厘米',
    kg: '不超过 {{value}} 千克',
    hoursAhead_one: '至少提前 {{count}} 小时',
    hoursAhead_other: '至少提前 {{count}} 小时',
  },
  bookingLimits: '入库预约不接受边长超过 {{side}} 厘米或重量超过 {{weight}} 千克的纸箱；上表的仓库限制更严格。',
  daySeparator: '、',
  weekdays: { mon: '周一', tue: '周二', wed: '周三', thu: '周四', fri: '周五', sat: '周六', sun: '周日' },
  wizardLink: '入库指引',
} satisfies typeof en;
