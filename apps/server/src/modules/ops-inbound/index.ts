import { defineModule } from '../../http/server-module';
import { opsInboundRoutes } from './routes';

/** The ops-inbound module's public surface: customer service's and the warehouse's steps on inbound bookings (ops-key header). */
export const opsInboundModule = defineModule({ area: 'opsInbound', routes: opsInboundRoutes });
