import type en from '../en/notice';

export default {} satisfies typeof en;
