/** The auth module's public surface: sign-in, registration and password-reset routes. */
export { authModule } from './routes';
