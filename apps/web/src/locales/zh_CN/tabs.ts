import type en from '../en/tabs';

export default {
  menu: '页签操作',
  reload: '刷新当前',
  closeCurrent: '关闭当前',
  closeLeft: '关闭左侧',
  closeRight: '关闭右侧',
  closeOthers: '关闭其他',
  closeAll: '关闭全部',
  contentFullscreen: '内容全屏',
  exitContentFullscreen: '退出内容全屏',
  notClosable: '当前页签不可关闭',
  noneLeft: '左侧没有可关闭的页签',
  noneRight: '右侧没有可关闭的页签',
  noneToClose: '没有可关闭的页签',
} satisfies typeof en;
