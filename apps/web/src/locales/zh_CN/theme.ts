import type en from '../en/theme';

export default {} satisfies typeof en;
