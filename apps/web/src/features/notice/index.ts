export { NoticeBell } from './notice-bell';
