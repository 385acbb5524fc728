import type en from '../en/guide';

export default {} satisfies typeof en;
