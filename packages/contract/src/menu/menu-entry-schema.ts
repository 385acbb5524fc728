import { z } from 'zod';
import type { MenuEntry } from './registry';

/** A `menu_list` entry as the server sends it (see MenuEntry). */
export const menuEntrySchema: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    path: z.string(),
    component: z.string(),
    children: z.array(menuEntrySchema),
    meta: z.object({
      title: z.string(),
      title_cn: z.string(),
      title_en: z.string(),
      icon: z.string(),
      hide: z.boolean(),
      badge: z.string().optional(),
      badgeColor: z.string().optional(),
    }),
  }),
);
