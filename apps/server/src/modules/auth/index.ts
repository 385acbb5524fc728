import { defineModule } from '../../http/server-module';
import { authRoutes } from './routes';

/** The auth module's public surface: sign-in, registration and password-reset routes. */
export const authModule = defineModule({ area: 'auth', routes: authRoutes });
