export { FirstLoginModals } from './first-login-modals';
