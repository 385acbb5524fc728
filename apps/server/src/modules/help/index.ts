import { defineModule } from '../../http/server-module';
import { helpRoutes } from './routes';

/**
 * The help center's feedback (accounts answer "was this helpful?"; staff read the counts) and the
 * warehouses' inbound guidelines (merchants read them; staff publish them).
 */
export const helpModule = defineModule({
  name: 'help',
  areas: ['help', 'opsContent'],
  routes: helpRoutes,
});
