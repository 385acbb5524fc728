/** The translate module's public surface: the name translation route of the SKU form. */
export { translateModule } from './routes';
