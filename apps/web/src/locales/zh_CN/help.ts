import type en from '../en/help';

export default {
  title: '帮助中心',
  intro: '门户各项功能的分步指南，提供中文和英文版本。可以搜索，也可以直接打开下面的指南。',
  searchPlaceholder: '搜索帮助，例如“导入订单”或 “top up”',
  searchLabel: '搜索帮助',
  results: '找到 {{count}} 个章节',
  noResults: '帮助中没有与“{{query}}”匹配的内容。请换个词，或联系客服。',
  otherLanguage: '英文',
  guides: '指南',
  moreGuides: '规则与资费',
  openGuide: '阅读指南',
  contents: '目录',
  backToCenter: '全部指南',
  unknownArticle: '没有这篇帮助文章。',
  feedback: {
    question: '这篇文章对您有帮助吗？',
    yes: '有帮助',
    no: '没有帮助',
    thanks: '感谢您的反馈。',
    whatMissing: '缺少什么或哪里不清楚？（选填）',
    send: '提交',
    answeredYes: '您认为这篇文章有帮助。',
    answeredNo: '您告诉我们这篇文章没有帮助。',
    change: '修改我的回答',
  },
} satisfies typeof en;
