import { defineModule } from '../../http/server-module';
import { userRoutes } from './routes';

/** The user module's public surface: the current user's and the account's own profile routes. */
export const userModule = defineModule({ name: 'user', areas: ['user'], routes: userRoutes });
