import {
  ACCOUNT_KIND_LABELS,
  labelsIn,
  OPERATION_LOG_LABELS,
  OPERATION_MENU_LABELS,
  OPERATION_SOURCE_LABELS,
} from '@portal/contract';
import type en from '../en/operation-log';

/** 操作日志（/operation-log）：字段、菜单、来源与账号类型取自契约的标签集，与导出一致。 */
export default {
  fields: labelsIn(OPERATION_LOG_LABELS, 'zh_CN'),
  menus: labelsIn(OPERATION_MENU_LABELS, 'zh_CN'),
  sources: labelsIn(OPERATION_SOURCE_LABELS, 'zh_CN'),
  accountKinds: labelsIn(ACCOUNT_KIND_LABELS, 'zh_CN'),
  results: { success: '成功', failed: '失败' },
  operation: '操作',
  anyAccount: '全部账号',
  anyMenu: '全部菜单',
  anySource: '全部来源',
  anyResult: '全部结果',
  detail: '详情',
  detailTitle: '操作日志详情',
  rowName: '{{time}} 的 {{operation}}',
  paramsCut: '请求参数超出日志保存的长度，末尾已截断。',
  paramsNone: '无参数',
} satisfies typeof en;
