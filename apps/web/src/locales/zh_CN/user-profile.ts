import type en from '../en/user-profile';

/** 个人资料（/user/profile）：账号本人的资料、商家的联系人和已登录的设备。 */
export default {
  title: '我的资料',
  email: '邮箱',
  emailHelp: '这是您的登录邮箱，不能在此修改。',
  fields: {
    first_name: '名',
    last_name: '姓',
    phone: '电话',
    lang: '语言',
    time_zone: '时区',
  },
  timeZoneHelp: '门户中的时间都按此时区显示。',
  deviceZone: '此设备的时区为 {{zone}}。',
  useDeviceZone: '使用此时区',
  saved: '资料已保存',
  settingsHint: 'API 密钥和跟踪号显示方式位于',
  openSettings: '设置',
} satisfies typeof en;
