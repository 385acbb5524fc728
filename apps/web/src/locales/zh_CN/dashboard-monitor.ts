import type en from '../en/dashboard-monitor';

export default {
  title: '今日',
  exceptions: '待回复的异常',
  arrivals: '今日到货的入库预约',
  belowWarning: '低于预警数量的 SKU',
  balance: '余额',
  daysLeft: '按每日 {{spend}} 美元约可用 {{days}} 天',
  noSpend: '近 {{days}} 天无支出',
  ordersByStatus: '各状态订单',
} satisfies typeof en;
