import type { Lang, WalletTransactionType } from '@portal/contract';

/** One line of a statement: a transaction as the files print it. */
export interface StatementLine {
  id: number;
  createdAt: string;
  /** The order's system number (and the merchant's own), or what else the transaction belongs to. */
  reference: string;
  remark: string;
  amount: number;
  balanceAfter: number;
}

export interface StatementGroup {
  type: WalletTransactionType;
  lines: StatementLine[];
  subtotal: number;
}

/** Everything a statement file shows, worked out before rendering (the worker only draws it). */
export interface StatementDocument {
  month: string;
  customerId: number;
  opening: number;
  closing: number;
  groups: StatementGroup[];
  generatedAt: string;
  lang: Lang;
}
