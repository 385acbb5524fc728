import type en from '../en/errors';

export default {
  forbiddenTitle: '403',
  forbidden: '您没有访问此页面的权限，请咨询管理员',
} satisfies typeof en;
