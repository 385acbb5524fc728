import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { noticeSummarySchema } from './notice';

export const contactSchema = z.object({
  role: z.enum(['sales_manager', 'account_manager', 'customer_service']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  wechat: z.string(),
});

export const getWorkplace = defineOperation({
  id: 'dashboard.getWorkplace',
  method: 'GET',
  shows: ['account', 'notices'],
  path: '/api/ucenter/customer/home/getWorkplaceInfo',
  summary: 'Home page: the merchant, its contacts and its newest notices.',
  auth: 'user',
  permission: 'account',
  response: z.object({
    name: z.string(),
    customer_id: z.number().int(),
    is_main_account: z.boolean(),
    contacts: z.array(contactSchema),
    notices: z.array(noticeSummarySchema),
  }),
});
