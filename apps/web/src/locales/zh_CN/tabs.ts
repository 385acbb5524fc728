import type en from '../en/tabs';

export default {} satisfies typeof en;
