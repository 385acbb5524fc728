export default {
  title: 'Today',
  exceptions: 'Exceptions awaiting your reply',
  arrivals: 'Inbound bookings arriving today',
  belowWarning: 'SKUs below warning quantity',
  balance: 'Balance',
  daysLeft: 'About {{days}} days at {{spend}} USD a day',
  noSpend: 'No spend in the last {{days}} days',
  ordersByStatus: 'Orders by status',
};
