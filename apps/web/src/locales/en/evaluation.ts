/** The service evaluation (/evaluation). */
export default {
  title: 'Rate Our Service',
  intro: 'How did we do in {{quarter}}? Score each from 0 (poor) to {{max}} (excellent). You can rate once a quarter.',
  questions: {
    overall: 'Overall',
    inbound: 'Inbound receiving',
    fulfilment: 'Order fulfilment',
    customer_service: 'Customer service',
    billing: 'Billing',
    comment: 'Comment',
  },
  submit: 'Send rating',
  given: 'You rated the service for {{quarter}}. Thank you.',
  nextOpens: 'The next rating opens on {{date}}.',
};
