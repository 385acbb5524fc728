/** The warehouses' inbound guidelines (/inbound/guidelines). */
export default {
  title: 'Inbound Guidelines',
  intro:
    'How each warehouse wants goods packed, labelled and delivered. Check the limits of the warehouse you book into before you pack.',
  warehouse: 'Warehouse',
  allWarehouses: 'All warehouses',
  none: 'No guidelines published yet.',
  limitsTitle: 'Limits',
  limit: 'Limit',
  limits: {
    box_side: 'Longest side of a carton',
    box_weight: 'Weight of a carton',
    pallet_height: 'Pallet height, pallet included',
    pallet_weight: 'Weight of a loaded pallet',
    receiving: 'Receiving hours (local time)',
    appointment: 'Book the delivery',
  },
  units: {
    cm: 'at most {{value}} cm',
    kg: 'at most {{value}} kg',
    hoursAhead_one: 'at least {{count}} hour ahead',
    hoursAhead_other: 'at least {{count}} hours ahead',
  },
  bookingLimits:
    'The inbound booking accepts no carton with a side over {{side}} cm or a weight over {{weight}} kg; the warehouse limits above are stricter.',
  daySeparator: ', ',
  weekdays: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
  wizardLink: 'Inbound guidelines',
};
