import { defineModule } from '../../http/server-module';
import { subAccountRoutes } from './routes';

/**
 * The sub-account module's public surface: the main account managing its colleagues and suppliers,
 * and the invitation link an invitee opens (`routes.ts`).
 */
export const subAccountModule = defineModule({
  name: 'sub-account',
  areas: ['subAccount'],
  routes: subAccountRoutes,
});
