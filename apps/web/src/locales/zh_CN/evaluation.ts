import type en from '../en/evaluation';

export default {
  title: '服务评价',
  intro: '我们在 {{quarter}} 的服务如何？请为每一项打分，0 为很差，{{max}} 为非常好。每个季度可评价一次。',
  questions: {
    overall: '总体评价',
    inbound: '入库收货',
    fulfilment: '订单履约',
    customer_service: '客户服务',
    billing: '账单',
    comment: '意见',
  },
  submit: '提交评价',
  given: '您已评价 {{quarter}} 的服务，谢谢。',
  nextOpens: '下次评价将于 {{date}} 开放。',
} satisfies typeof en;
