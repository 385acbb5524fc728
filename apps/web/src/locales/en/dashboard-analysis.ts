export default {
  title: 'Analysis',
  previous: 'Trends compare with {{from}} to {{to}}',
  trend: '{{change}}% vs previous period',
  noTrend: 'No previous figure',
  kpis: {
    orders: 'Orders',
    spend: 'Spend',
    average_fee: 'Average fee per order',
    on_time_rate: 'On-time delivery',
    stock_value: 'Stock value',
  },
  seriesTitle: 'Orders per day',
  seriesSummary: 'Bar chart: {{orders}} orders per day from {{from}} to {{to}}',
  day: 'Day',
};
