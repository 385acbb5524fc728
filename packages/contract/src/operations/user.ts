import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { menuEntrySchema } from '../menu/menu-entry-schema';
import { CURRENT_USER_PATH } from './entry-paths';

export const currentUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  customer_id: z.number().int(),
  /** 0 for the main account. */
  customer_sub_account_id: z.number().int(),
  platform_type: z.number().int(),
  menu_list: z.array(menuEntrySchema),
  /** Operation guide read: 0 not yet (show it), 1 read. */
  guide_type_3: z.union([z.literal(0), z.literal(1)]),
  app_down_button_is_display: z.union([z.literal(0), z.literal(1)]),
  permissions: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const getCurrentUser = defineOperation({
  id: 'user.getCurrentUser',
  method: 'GET',
  path: CURRENT_USER_PATH,
  summary: 'The signed-in user, with the menu built from their rights.',
  auth: 'user',
  response: currentUserSchema,
});

export const contactSchema = z.object({
  role: z.enum(['sales_manager', 'account_manager', 'customer_service']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  wechat: z.string(),
});

export const noticeSummarySchema = z.object({
  press_id: z.number().int(),
  title: z.string(),
  meta_title: z.string(),
  publish_on_time: z.string(),
  is_read: z.union([z.literal(0), z.literal(1)]),
});

export const getWorkplace = defineOperation({
  id: 'user.getWorkplace',
  method: 'GET',
  path: '/api/ucenter/customer/home/getWorkplaceInfo',
  summary: 'Home page: the merchant, its contacts and its newest notices.',
  auth: 'user',
  response: z.object({
    name: z.string(),
    customer_id: z.number().int(),
    is_main_account: z.boolean(),
    contacts: z.array(contactSchema),
    notices: z.array(noticeSummarySchema),
  }),
});
