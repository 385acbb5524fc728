export { FirstLoginModals } from './first-login-modals';
export { guideCodeIn, guideCodeSettled, guideUnread } from './operation-guide-code';
