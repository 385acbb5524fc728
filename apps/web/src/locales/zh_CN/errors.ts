import type en from '../en/errors';

export default {
  forbiddenTitle: '403',
  forbidden: '您没有访问此页面的权限，请咨询管理员',
  notFoundTitle: '404',
  notFound: '抱歉，您访问的页面不存在。',
  serverErrorTitle: '500',
  serverError: '抱歉，服务器出错了。',
  notFoundPage: '页面不存在',
  serverErrorPage: '服务器错误',
  codeMissingTitle: '此页面无法加载',
  codeMissing: '门户可能已更新，或网络不可用。请重新加载页面后继续。',
  renderFailedTitle: '此页面无法显示',
  renderFailed: '请重新加载页面后再试。',
  reload: '重新加载',
  backHome: '返回首页',
} satisfies typeof en;
