import type en from '../en/result';

export default {
  success: {
    general: { title: '操作成功', detail: '您的操作已完成。' },
    evaluation: {
      title: '感谢您的评价',
      detail: '您对 {{no}} 的评价已提交，我们会认真阅读每一条评价。',
    },
    survey: {
      title: '感谢您的回答',
      detail: '您对「{{no}}」的回答已提交给服务商。问卷关闭前可随时修改。',
    },
    top_up: {
      title: '充值已提交',
      detail: '充值单 {{no}} 等待财务确认到账，确认后金额计入您的余额。',
    },
    registration: {
      title: '注册成功',
      detail: '您的账号已创建并已登录。请从新手入门清单开始：添加 SKU、预约入库并为钱包充值。',
    },
  },
  fail: {
    general: { title: '操作未完成', detail: '您的操作未能完成，未做任何更改。' },
    evaluation: {
      title: '评价未提交',
      detail: '您的评价未能提交，未保存任何内容。',
    },
    survey: {
      title: '答案未提交',
      detail: '您的答案未能提交，未保存任何内容。',
    },
    top_up: {
      title: '充值未提交',
      detail: '充值未保存。请检查凭证和金额后重新提交。',
    },
    registration: {
      title: '注册未完成',
      detail: '账号未创建。如已有账号请登录，或重新注册。',
    },
  },
  actions: {
    gettingStarted: '开始使用',
    login: '登录',
    workplace: '返回工作台',
    topUpRecords: '查看充值记录',
    topUpAgain: '重新充值',
  },
} satisfies typeof en;
