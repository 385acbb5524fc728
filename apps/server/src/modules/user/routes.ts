import { user } from '@portal/contract';
import type { Core } from '../../core';
import { route } from '../../http/route';
import { merchantContacts } from '../dashboard';
import { ProfileService } from './profile-service';
import { UserService } from './user-service';

export function userRoutes(core: Core) {
  const service = new UserService(core);
  const profile = new ProfileService(core, merchantContacts(core));
  return [
    route(user.getCurrentUser, ({ viewer, lang }) => service.currentUser(viewer, lang)),
    route(user.getProfile, ({ viewer, lang }) => profile.profile(viewer, lang)),
    route(user.updateProfile, ({ viewer, body, lang }) => profile.update(viewer, body, lang)),
    route(user.updateLanguage, ({ viewer, body, lang }) => profile.updateLanguage(viewer, body.lang, lang)),
  ];
}
