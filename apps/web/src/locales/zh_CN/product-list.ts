import type en from '../en/product-list';

export default {
  placeholder: '',
} satisfies typeof en;
