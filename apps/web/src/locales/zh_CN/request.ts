import type en from '../en/request';

export default {
  timeoutTitle: '消息提示',
  timeout: '接口请求超时！',
  expiredTitle: '系统提示',
  expired: '登录状态已过期，请重新登录！',
  loginAgain: '重新登录',
  network: '请检查您的网络',
} satisfies typeof en;
