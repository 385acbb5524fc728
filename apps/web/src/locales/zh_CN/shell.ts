import type en from '../en/shell';

export default {} satisfies typeof en;
