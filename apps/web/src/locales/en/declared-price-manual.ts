/** The declared-value manual (/declared-price-manual). */
export default {
  title: 'Declared Value Manual',
  intro:
    'Customs tax your parcels on the value you declare. Declare what the buyer paid for each unit: a value too low delays parcels, brings fines and can cost your account with the carriers.',
  rulesTitle: 'What the portal checks',
  rules: {
    value: 'Declared value: greater than 0, with at most {{decimals}} decimals.',
    hsCode: 'HS code: {{min}} to {{max}} digits, digits only (no dots or spaces).',
    currency: 'Values are in USD, the portal’s currency.',
  },
  destinationsTitle: 'By destination',
  destination: 'Destination',
  howToDeclare: 'How to declare',
  destinations: {
    eu: {
      name: 'European Union',
      rule: 'Since {{euVatFrom}} VAT is due on every import from 0 euro: the old 22 euro exemption is gone. Declare the price per unit the buyer paid.',
    },
    ioss: {
      name: 'EU with IOSS',
      rule: 'A parcel worth up to {{euIossMaxEur}} euro per recipient per day ships DDP under your IOSS number: the VAT was charged at the sale, so the recipient pays nothing at delivery.',
    },
    uk: {
      name: 'United Kingdom',
      rule: 'For a consignment up to {{ukLowValueMaxGbp}} GBP the seller charges UK VAT at the sale; above it, VAT and duty are paid at import.',
    },
    us: {
      name: 'United States',
      rule: 'Since {{usDeMinimisEnded}} the {{usDeMinimisUsd}} USD duty-free minimum no longer applies to commercial parcels: declare the real transaction value of every one.',
    },
    au: {
      name: 'Australia',
      rule: 'Goods up to {{auLowValueMaxAud}} AUD carry GST charged by a registered seller at the sale; above it, GST and duty are paid at import.',
    },
    other: {
      name: 'Other countries',
      rule: 'Declare the transaction value; customer service tells you a destination’s threshold.',
    },
  },
  examplesTitle: 'Worked examples',
  examples: {
    tshirt: {
      title: 'Two T-shirts to Berlin',
      text: 'Each sold for 19.90 USD: declare 19.90 per unit (39.80 for the parcel) with HS code 61091000. The parcel is under {{euIossMaxEur}} euro, so with your IOSS number it ships DDP.',
    },
    decimals: {
      title: 'A phone case at 7.5 USD',
      text: 'Type 7.50 or 7.5. 7.499 is refused (more than {{decimals}} decimals), and so is 0: a free gift still has a value to declare.',
    },
    hsCode: {
      title: 'An HS code from the supplier’s invoice',
      text: 'The invoice says 8517.62: type 851762 ({{min}} digits are enough, {{max}} at most). 85176 is refused as too short, and so is 8517.62 with its dot.',
    },
  },
  disclaimer: 'Thresholds change: the customs authority of the destination has the last word.',
};
