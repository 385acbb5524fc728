import type en from '../en/settings';

export default {
  menu: {
    label: '账号菜单',
    settings: '设置',
    changePassword: '修改密码',
    logout: '退出登录',
  },
  drawer: {
    title: '设置',
    apiKey: 'API 密钥',
    apiKeyHelp: '店铺平台和对接系统使用此密钥连接。',
    noApiKey: '尚未生成',
    generate: '生成',
    regenerate: '重新生成',
    generated: '已生成新的 API 密钥',
    mainOnly: '只有主账号可以生成 API 密钥。',
    replaceTitle: '替换 API 密钥？',
    replaceContent: '当前密钥将立即失效，使用它的对接系统需要更新为新密钥。',
    copy: '复制',
    trueTracking: '显示真实跟踪号',
    trueTrackingHelp: '显示承运商的跟踪号，而不是服务商的跟踪号。',
    saved: '已保存',
  },
  password: {
    title: '修改密码',
    current: '当前密码',
    new: '新密码',
    confirm: '确认新密码',
    changedTitle: '密码已修改',
    changed: '密码已修改，所有登录会话均已退出。请使用新密码重新登录。',
    loginAgain: '重新登录',
  },
} satisfies typeof en;
