import {
  ACCOUNT_KIND_LABELS,
  labelsIn,
  OPERATION_LOG_LABELS,
  OPERATION_MENU_LABELS,
  OPERATION_SOURCE_LABELS,
} from '@portal/contract';

/** The operation log (/operation-log): its fields, menus, sources and account kinds are the contract's label sets, as in the export. */
export default {
  fields: labelsIn(OPERATION_LOG_LABELS, 'en'),
  menus: labelsIn(OPERATION_MENU_LABELS, 'en'),
  sources: labelsIn(OPERATION_SOURCE_LABELS, 'en'),
  accountKinds: labelsIn(ACCOUNT_KIND_LABELS, 'en'),
  results: { success: 'Success', failed: 'Failed' },
  operation: 'Operation',
  anyAccount: 'Any account',
  anyMenu: 'Any menu',
  anySource: 'Any source',
  anyResult: 'Any result',
  detail: 'Detail',
  detailTitle: 'Operation log entry',
  rowName: '{{operation}} at {{time}}',
  paramsCut: 'The parameters were longer than the log keeps and are cut off at the end.',
  paramsNone: 'No parameters',
};
