/** The user module's public surface: the current user's route. */
export { userModule } from './routes';
