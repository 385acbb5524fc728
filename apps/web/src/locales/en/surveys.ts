/** The provider's surveys: the customs survey (/customs-survey) and the tax opinions collection (/tax-opinions). */
export default {
  campaign: {
    open: '{{title}} · open since {{date}}',
    answered: 'You answered on {{date}}. You can change your answers until the survey closes.',
    closedAnswer: 'Your answers to {{title}}, which closed on {{date}}.',
    noneOpen: 'No survey is open right now. The provider opens one when it asks for your views, and it appears here.',
    send: 'Send answers',
    update: 'Update answers',
  },
  customs: {
    title: 'Customs Survey',
    intro:
      'Tell us how you ship across borders, so customs declarations, tax numbers and dangerous-goods checks are ready before your parcels are.',
    fields: {
      markets: 'Main destinations',
      declared_value: 'Typical declared value per parcel',
      tax_numbers: 'Tax numbers you declare with',
      categories: 'Product categories',
      feedback: 'Other customs remarks',
    },
    markets: {
      us: 'United States',
      eu: 'European Union',
      uk: 'United Kingdom',
      ca: 'Canada',
      au: 'Australia',
      jp: 'Japan',
      middle_east: 'Middle East',
      latin_america: 'Latin America',
      other: 'Elsewhere',
    },
    declared_value: {
      under_22: 'Under 22 USD',
      '22_to_150': '22 to 150 USD',
      '150_to_800': '150 to 800 USD',
      over_800: 'Over 800 USD',
    },
    tax_numbers: {
      ioss_and_vat: 'IOSS and VAT numbers',
      ioss_only: 'IOSS only',
      vat_only: 'VAT only',
      none: 'None',
      planned: 'Not yet, planning to register',
    },
    categories: {
      apparel: 'Apparel and shoes',
      electronics: 'Electronics',
      home: 'Home and garden',
      beauty: 'Beauty and health',
      toys: 'Toys and games',
      sports: 'Sports and outdoors',
      batteries: 'Products with batteries',
      food: 'Food and supplements',
      other: 'Other',
    },
  },
  tax: {
    title: 'Tax Opinions Collection',
    intro:
      'The corporate income tax advance-payment questionnaire: tell us how your company prepays corporate income tax, and what you think of the arrangement.',
    fields: {
      name: 'Name',
      customer_id: 'Customer ID',
      telephone: 'Telephone',
      email: 'Email',
      declaration_option: 'Declaration option',
      feedback: 'Feedback',
    },
    options: {
      option1: 'Option 1: prepay by the actual profit of the period',
      option2: 'Option 2: prepay by the average taxable income of the previous tax year',
    },
  },
};
