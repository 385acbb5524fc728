import type en from '../en/platform';

export default {} satisfies typeof en;
