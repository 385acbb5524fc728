import type en from '../en/tabs';

export default {
  menu: '页签操作',
  openTabs: '已打开的页签',
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
  unsaved: {
    title: '放弃未保存的修改？',
    content: '{{tabs}} 中填写的内容尚未保存，离开后将丢失。',
    discard: '放弃修改',
    keep: '继续编辑',
  },
} satisfies typeof en;
