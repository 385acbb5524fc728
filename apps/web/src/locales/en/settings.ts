export default {
  menu: {
    label: 'Account menu',
    settings: 'Settings',
    changePassword: 'Change password',
    logout: 'Logout',
  },
  drawer: {
    title: 'Settings',
    apiKey: 'API key',
    apiKeyHelp: 'Shop platforms and integrations connect with this key.',
    noApiKey: 'Not generated yet',
    generate: 'Generate',
    regenerate: 'Generate a new key',
    generated: 'A new API key has been generated',
    mainOnly: 'Only the main account can generate the API key.',
    replaceTitle: 'Replace the API key?',
    replaceContent: 'The current key stops working at once; integrations using it must be updated with the new key.',
    copy: 'Copy',
    trueTracking: 'Show true tracking number',
    trueTrackingHelp: 'Show the carrier tracking number instead of the provider one.',
    saved: 'Saved',
  },
  password: {
    title: 'Change password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    changedTitle: 'Password changed',
    changed:
      'Your password has been changed and every session has been signed out. Please log in again with the new password.',
    loginAgain: 'Log in again',
  },
};
