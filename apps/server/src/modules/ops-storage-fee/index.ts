import { defineModule } from '../../http/server-module';
import { opsStorageFeeRoutes } from './routes';

/** The ops-storage-fee module's public surface: staff rate cards, discounts and runs of the daily storage charge (ops-key header). */
export const opsStorageFeeModule = defineModule({ area: 'opsStorageFee', routes: opsStorageFeeRoutes });
