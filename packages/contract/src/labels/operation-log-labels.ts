import type { OperationMenu, OperationSource } from '../operations/operation-log';
import { defineLabels } from './label-set';

/** The menus an entry is listed under: the permission areas' names, and the account's. */
export const OPERATION_MENU_LABELS = defineLabels<OperationMenu>({
  product: { en: 'Products', zh_CN: '产品管理' },
  order: { en: 'Orders', zh_CN: '订单管理' },
  inbound: { en: 'Inbound', zh_CN: '入库管理' },
  inventory: { en: 'Inventory', zh_CN: '库存管理' },
  serial_number: { en: 'Serial numbers', zh_CN: '序列号' },
  billing: { en: 'Billing', zh_CN: '账单' },
  topup: { en: 'Top-up', zh_CN: '充值' },
  statistics: { en: 'Statistics', zh_CN: '统计' },
  integration: { en: 'Integrations', zh_CN: '集成' },
  operation_log: { en: 'Operation log', zh_CN: '操作日志' },
  account: { en: 'Account', zh_CN: '账号' },
});

export const OPERATION_SOURCE_LABELS = defineLabels<OperationSource>({
  web: { en: 'Portal', zh_CN: '客户端' },
  api: { en: 'Open API', zh_CN: '开放接口' },
  staff: { en: 'Customer service', zh_CN: '客服' },
});

/** The entry's fields: list columns, the detail drawer and the export's headers. */
export const OPERATION_LOG_LABELS = defineLabels({
  created_at: { en: 'Time (UTC)', zh_CN: '时间（UTC）' },
  account: { en: 'Operator', zh_CN: '操作人' },
  account_email: { en: 'E-mail', zh_CN: '邮箱' },
  account_kind: { en: 'Account', zh_CN: '账号类型' },
  source: { en: 'Source', zh_CN: '来源' },
  menu: { en: 'Menu', zh_CN: '菜单' },
  method: { en: 'Request method', zh_CN: '请求方式' },
  url: { en: 'Request address', zh_CN: '请求地址' },
  params: { en: 'Parameters', zh_CN: '请求参数' },
  result: { en: 'Result', zh_CN: '结果' },
  duration_ms: { en: 'Duration (ms)', zh_CN: '耗时（毫秒）' },
  ip: { en: 'IP', zh_CN: 'IP' },
  user_agent: { en: 'User agent', zh_CN: '浏览器' },
});

export const ACCOUNT_KIND_LABELS = defineLabels<'main' | 'sub'>({
  main: { en: 'Main account', zh_CN: '主账号' },
  sub: { en: 'Sub-account', zh_CN: '子账号' },
});
