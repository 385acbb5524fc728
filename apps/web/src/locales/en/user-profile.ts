/** The user profile (/user/profile): the account's own details, the merchant's contacts, its devices. */
export default {
  title: 'My profile',
  email: 'E-mail',
  emailHelp: 'You sign in with this address; it cannot be changed here.',
  fields: {
    first_name: 'First name',
    last_name: 'Last name',
    phone: 'Phone',
    lang: 'Language',
    time_zone: 'Time zone',
  },
  timeZoneHelp: 'Times across the portal are shown in this zone.',
  deviceZone: 'This device is set to {{zone}}.',
  useDeviceZone: 'Use it',
  saved: 'Profile saved',
  settingsHint: 'The API key and the tracking number display are in',
  openSettings: 'Settings',
};
