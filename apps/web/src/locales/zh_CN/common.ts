import type en from '../en/common';

export default {
  appName: 'ucenter',
  ok: '确定',
  cancel: '取消',
  confirm: '确认',
  save: '保存',
  submit: '提交',
  close: '关闭',
  showPassword: '显示密码',
  back: '返回',
  loading: '加载中…',
  empty: '-',
  noData: '暂无数据',
  noSelection: '未选择数据！',
  noExport: '没有可导出的数据',
  deleteConfirm: '此操作将删除所选数据，是否继续？',
  copySuccess: '复制成功',
  copyFailed: '复制失败',
  success: '操作成功',
} satisfies typeof en;
