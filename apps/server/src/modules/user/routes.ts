import { user } from '@portal/contract';
import type { Core } from '../../core';
import { route } from '../../http/route';
import { UserService } from './user-service';

export function userRoutes(core: Core) {
  const service = new UserService(core);
  return [route(user.getCurrentUser, ({ viewer, lang }) => service.currentUser(viewer, lang))];
}
