import type en from '../en/plugins';

/** 插件（/plugins）：店铺与工具如何接入；目前为命名 API 密钥。 */
export default {
  apiKeys: {
    title: 'API 密钥',
    intro: '为每个店铺或工具创建单独的密钥，只授予其所需的权限范围（最多 {{max}} 个）。设置中的密钥保留全部权限。',
    create: '创建 API 密钥',
    createTitle: '创建 API 密钥',
    createSubmit: '创建',
    createdTitle: 'API 密钥已创建',
    shownOnce: '请立即复制密钥"{{name}}"：它只显示这一次，之后无法再次查看。',
    copy: '复制密钥',
    copied: '密钥已复制',
    copyFailed: '无法复制密钥：请选中后手动复制',
    done: '完成',
    neverUsed: '从未使用',
    scopeLabel: '{{area}}：{{level}}',
    revoke: '撤销',
    revokeTitle: '撤销 API 密钥"{{name}}"？',
    revokeContent: '使用该密钥的店铺和工具将从此被拒绝访问。此操作无法撤回。',
    revoked: 'API 密钥"{{name}}"已撤销',
    fields: {
      name: '名称',
      scopes: '权限范围',
      key_hint: '密钥',
      created_at: '创建',
      last_used_at: '最近使用',
      last_used_ip: '最近地址',
    },
  },
} satisfies typeof en;
