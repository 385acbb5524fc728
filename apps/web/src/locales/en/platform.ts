/** Texts of the platform variants (spec 1): 1 the default brand, 3 the shop brand, 4 the 3PL brand. */
export default {
  v1: {
    name: 'Portal Logistics',
    title: 'ucenter',
    slogan: 'Warehousing, fulfilment and billing for cross-border merchants',
  },
  v3: {
    name: 'Portal Shop',
    title: 'Portal Shop ucenter',
    slogan: 'Fulfilment for online shops, from SKU to doorstep',
  },
  v4: {
    name: 'Portal 3PL',
    title: 'Portal 3PL ucenter',
    slogan: 'Inbound, storage and outbound in one third-party logistics portal',
  },
  logoAlt: '{{brand}} logo',
  privacyPolicy: 'Privacy Policy',
};
