import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { currencyRule } from '../rules/account';
import { exportIdsRule } from '../rules/export-ids';
import { idRule } from '../rules/id';
import {
  platformCodeRule,
  receivingAccountSchema,
  topUpDetailSchema,
  topUpFilterSchema,
  topUpItemSchema,
  topUpSubmitFieldsSchema,
} from './top-up/top-up-fields';

export * from './top-up/top-up-fields';

export const getReceivingAccounts = defineOperation({
  id: 'topUp.getReceivingAccounts',
  method: 'GET',
  shows: ['topUps'],
  path: '/api/ucenter/topUp/getReceivingAccounts',
  summary:
    "The provider's receiving accounts the merchant may pay into (by platform and currency when given), with the expected credit time (spec 9) in the request's language.",
  auth: 'user',
  permission: 'topup',
  query: z.object({ platform: platformCodeRule.optional(), currency: currencyRule.optional() }),
  response: z.object({
    accounts: z.array(receivingAccountSchema.omit({ enabled: true })),
    credit_time: z.string(),
  }),
});

export const submit = defineOperation({
  id: 'topUp.submit',
  method: 'POST',
  changes: ['topUps'],
  path: '/api/ucenter/topUp/submit',
  summary:
    'Submit a top-up paid outside the portal: fields `platform`, `currency`, `amount` (minor units of the currency), `payment_date` (YYYY-MM-DD), `remark` (≤ 500), then the file `voucher` (jpg, png or pdf by its content, ≤ 10 MB). The record is Pending until finance confirms or rejects it; it cannot be changed, and a voucher already submitted is refused.',
  auth: 'user',
  permission: 'topup',
  multipart: true,
  body: topUpSubmitFieldsSchema,
  response: topUpDetailSchema,
  // Ten megabytes over a slow uplink take longer than the default 30 s.
  timeoutMs: 120_000,
});

export const getList = defineOperation({
  id: 'topUp.getList',
  method: 'GET',
  shows: ['topUps'],
  path: '/api/ucenter/billing/getTopUpList',
  summary: "The merchant's top-up records, newest first.",
  auth: 'user',
  permission: 'topup',
  query: topUpFilterSchema.extend(pageQuery.shape),
  response: listOf(topUpItemSchema),
});

export const getDetail = defineOperation({
  id: 'topUp.getDetail',
  method: 'GET',
  shows: ['topUps'],
  path: '/api/ucenter/billing/getTopUpDetail',
  summary: 'One top-up record: both amounts, the rate, the credited USD, and its status history.',
  auth: 'user',
  permission: 'topup',
  query: z.object({ id: idRule }),
  response: topUpDetailSchema,
});

export const exportTopUp = defineOperation({
  id: 'topUp.export',
  method: 'GET',
  shows: ['topUps'],
  path: '/api/ucenter/billing/exportTopUp',
  summary: 'The filtered top-up records, or those named by `ids` (comma-separated), as xlsx; at most 5000 rows.',
  auth: 'user',
  permission: 'topup',
  need: 'export',
  query: topUpFilterSchema.extend({ ids: exportIdsRule }),
  response: 'binary',
});

export const downloadVoucher = defineOperation({
  id: 'topUp.downloadVoucher',
  method: 'GET',
  shows: ['topUps'],
  path: '/api/ucenter/billing/downloadTopUpVoucher',
  summary: "A top-up's voucher file as submitted (jpg, png or pdf).",
  auth: 'user',
  permission: 'topup',
  query: z.object({ id: idRule }),
  response: 'binary',
});
