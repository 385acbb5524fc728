import type en from '../en/dashboard';

export default {
  greeting: {
    morning: '早上好，{{name}}',
    afternoon: '下午好，{{name}}',
    evening: '晚上好，{{name}}',
  },
  customerId: '客户编号：{{id}}',
  subAccount: '子账号',
  welcome: '欢迎使用履约服务中心。',
  contacts: {
    title: '您的专属联系人',
    empty: '暂未分配联系人',
    email: '邮箱',
    phone: '电话',
    wechat: '微信',
  },
  roles: {
    sales_manager: '销售经理',
    account_manager: '客户经理',
    customer_service: '客服',
  },
  notices: {
    title: '最新公告',
    empty: '暂无公告',
    unread: '新',
  },
  shortcuts: {
    title: '快捷入口',
    sku: 'SKU',
    skuHint: '维护您的商品',
    order: '创建订单',
    orderHint: '向客户发货',
    inbound: '预约入库',
    inboundHint: '将货物送到仓库',
    topUp: '充值',
    topUpHint: '为账户余额充值',
  },
  balance: {
    topUp: '充值',
    title: '账户余额',
    balance: '余额',
    held: '订单冻结',
    credit_limit: '信用额度',
    available: '可用金额',
  },
  orders: {
    title: '各状态订单',
  },
} satisfies typeof en;
