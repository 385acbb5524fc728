import type en from '../en/parcel-import-export';

export default {
  import: {
    button: '导入包裹',
    title: '导入包裹订单',
    hint: '每个申报品名一行：参考号相同的行组成一个包裹订单，件号相同的行为同一件。导入后为草稿，请在列表中预报。已存在的参考号会被拒绝。',
    keyLabel: '参考号',
  },
  exportSelected: '导出所选',
} satisfies typeof en;
