import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';
import {
  billingTransactionDetailSchema,
  billingTransactionFilterSchema,
  billingTransactionSchema,
  fulfillmentFeeFilterSchema,
  fulfillmentFeeRowSchema,
  STATEMENT_FORMATS,
  statementMonthQuery,
  statementSummarySchema,
} from './billing/billing-fields';

export * from './billing/billing-fields';

export const getTransactionList = defineOperation({
  id: 'billing.getTransactionList',
  method: 'GET',
  // Each row names its order with the tracking number the merchant's setting (account) picks.
  shows: ['wallet', 'orders', 'account'],
  path: '/api/ucenter/billing/getTransactionList',
  summary:
    "The merchant's wallet transactions (spec 3 'Billing record'), newest first, with the order each belongs to. `total` stops counting at 10,000; `after_id` pages on from the last row seen.",
  auth: 'user',
  permission: 'billing',
  query: billingTransactionFilterSchema.extend(pageQuery.shape).extend({
    /** Keyset paging: the id of the last row of the page before; the page starts right after it. */
    after_id: idRule.optional(),
  }),
  response: listOf(billingTransactionSchema),
});

export const getTransactionDetail = defineOperation({
  id: 'billing.getTransactionDetail',
  method: 'GET',
  shows: ['wallet', 'orders', 'account'],
  path: '/api/ucenter/billing/getTransactionDetail',
  summary: 'One transaction: its fee lines (a fulfilment fee), who made it and what it belongs to.',
  auth: 'user',
  permission: 'billing',
  query: z.object({ id: idRule }),
  response: billingTransactionDetailSchema,
});

export const exportTransactions = defineOperation({
  id: 'billing.exportTransactions',
  method: 'GET',
  shows: ['wallet', 'orders', 'account'],
  path: '/api/ucenter/billing/exportTransactions',
  summary: 'The filtered transaction list as xlsx (at most 5000 rows).',
  auth: 'user',
  permission: 'billing',
  need: 'export',
  query: billingTransactionFilterSchema,
  response: 'binary',
});

export const getFulfillmentFeeList = defineOperation({
  id: 'billing.getFulfillmentFeeList',
  method: 'GET',
  shows: ['wallet', 'orders', 'account'],
  path: '/api/ucenter/billing/getFulfillmentFeeList',
  summary:
    'The per-order fulfilment-fee report: each charged order with its fee lines, newest first. Only for the customer configured as ORDER_FULFILLMENT_FEE_CUSTOMER_ID.',
  auth: 'user',
  permission: 'billing',
  query: fulfillmentFeeFilterSchema.extend(pageQuery.shape),
  response: listOf(fulfillmentFeeRowSchema),
});

export const exportFulfillmentFees = defineOperation({
  id: 'billing.exportFulfillmentFees',
  method: 'GET',
  shows: ['wallet', 'orders', 'account'],
  path: '/api/ucenter/billing/exportFulfillmentFees',
  summary:
    'The filtered fulfilment-fee report as xlsx (at most 5000 rows): order, total, one column per fee item, charged time in UTC. Only for the customer configured as ORDER_FULFILLMENT_FEE_CUSTOMER_ID.',
  auth: 'user',
  permission: 'billing',
  need: 'export',
  query: fulfillmentFeeFilterSchema,
  response: 'binary',
});

export const getStatementMonths = defineOperation({
  id: 'billing.getStatementMonths',
  method: 'GET',
  shows: ['wallet'],
  path: '/api/ucenter/billing/getStatementMonths',
  summary: "The closed months (YYYY-MM, newest first) from the wallet's first transaction to last month.",
  auth: 'user',
  permission: 'billing',
  response: z.object({ months: z.array(z.string()) }),
});

export const getStatement = defineOperation({
  id: 'billing.getStatement',
  method: 'GET',
  shows: ['wallet'],
  path: '/api/ucenter/billing/getStatement',
  summary: "A closed month's statement summary: opening balance, count and subtotal per bill type, closing balance.",
  auth: 'user',
  permission: 'billing',
  query: statementMonthQuery,
  response: statementSummarySchema,
});

export const downloadStatement = defineOperation({
  id: 'billing.downloadStatement',
  method: 'GET',
  shows: ['wallet'],
  path: '/api/ucenter/billing/downloadStatement',
  summary:
    "A closed month's statement as xlsx or PDF (`format`): opening balance, every transaction grouped by bill type with subtotals, closing balance.",
  auth: 'user',
  permission: 'billing',
  query: statementMonthQuery.extend({ format: z.enum(STATEMENT_FORMATS, { message: 'v.choice' }).default('xlsx') }),
  response: 'binary',
  timeoutMs: 120_000,
});
