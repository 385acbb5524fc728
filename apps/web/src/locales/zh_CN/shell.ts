import type en from '../en/shell';

export default {
  help: '帮助',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  fullscreenUnsupported: '您的浏览器不支持全屏',
  language: '语言',
  languages: { en: 'English', zh_CN: '简体中文' },
  languageNotSaved: '已切换语言，但未能保存到个人资料，请稍后再试',
  themeSettings: '主题设置',
  copyright: '© {{year}} {{brand}}',
  more: '更多',
  skipToContent: '跳到页面内容',
  collapseMenu: '收起菜单',
  expandMenu: '展开菜单',
} satisfies typeof en;
