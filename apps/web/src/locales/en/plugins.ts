/** Plugins (/plugins): how shops and tools connect; for now the named API keys. */
export default {
  apiKeys: {
    title: 'API keys',
    intro:
      'Give each shop or tool its own key with only the scopes it needs (up to {{max}} keys). The key in Settings keeps full access.',
    create: 'Create API key',
    createTitle: 'Create API key',
    createSubmit: 'Create',
    createdTitle: 'API key created',
    shownOnce: 'Copy the key "{{name}}" now: it is shown only this once and cannot be shown again.',
    copy: 'Copy key',
    copied: 'Key copied',
    copyFailed: 'The key could not be copied: select it and copy it by hand',
    done: 'Done',
    neverUsed: 'Never used',
    scopeLabel: '{{area}}: {{level}}',
    revoke: 'Revoke',
    revokeTitle: 'Revoke the API key "{{name}}"?',
    revokeContent: 'Shops and tools using it are refused from now on. This cannot be undone.',
    revoked: 'API key "{{name}}" revoked',
    fields: {
      name: 'Name',
      scopes: 'Scopes',
      key_hint: 'Key',
      created_at: 'Created',
      last_used_at: 'Last used',
      last_used_ip: 'Last address',
    },
  },
};
