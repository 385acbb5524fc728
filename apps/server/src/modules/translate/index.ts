import { defineModule } from '../../http/server-module';
import { translateRoutes } from './routes';

/** The translate module's public surface: the name translation route of the SKU form. */
export const translateModule = defineModule({ name: 'translate', areas: ['translate'], routes: translateRoutes });
