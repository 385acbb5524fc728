import type en from '../en/dashboard-analysis';

export default {
  title: '分析页',
  previous: '趋势对比 {{from}} 至 {{to}}',
  trend: '较上期 {{change}}%',
  noTrend: '无上期数据',
  kpis: {
    orders: '订单数',
    spend: '费用',
    average_fee: '平均每单费用',
    on_time_rate: '准时送达率',
    stock_value: '库存货值',
  },
  seriesTitle: '每日订单',
  seriesSummary: '柱状图：{{from}} 至 {{to}} 每日订单，共 {{orders}} 个',
  day: '日期',
} satisfies typeof en;
