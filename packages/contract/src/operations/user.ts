import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { grantSchema } from '../menu/grant-schema';
import { menuEntrySchema } from '../menu/menu-entry-schema';
import { CURRENT_USER_PATH } from './user/entry-paths';
import { PROFILE_LANGS } from './user/profile';

export * from './user/profile';

export const currentUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  customer_id: z.number().int(),
  /** 0 for the main account. */
  customer_sub_account_id: z.number().int(),
  /** The signed-in account's own id, the main account's too (the operation log's account filter names accounts by it). */
  account_id: z.number().int(),
  platform_type: z.number().int(),
  menu_list: z.array(menuEntrySchema),
  /** Operation guide read: 0 not yet (show it), 1 read. */
  guide_type_3: z.union([z.literal(0), z.literal(1)]),
  app_down_button_is_display: z.union([z.literal(0), z.literal(1)]),
  /** What the account may do, as the server checks it (the main account: everything). */
  grant: grantSchema,
  /** The zone the web shows times in (IANA name, 'UTC' until chosen on the profile); the API stays UTC. */
  time_zone: z.string(),
  /**
   * The account's saved language (registration, profile, header switch); a sign-in never changes
   * it, and the web switches to it once signed in. Null when the account never chose one.
   */
  lang: z.enum(PROFILE_LANGS).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const getCurrentUser = defineOperation({
  id: 'user.getCurrentUser',
  method: 'GET',
  shows: ['account'],
  path: CURRENT_USER_PATH,
  summary: 'The signed-in user, with the menu built from their rights.',
  auth: 'user',
  permission: 'account',
  response: currentUserSchema,
});
