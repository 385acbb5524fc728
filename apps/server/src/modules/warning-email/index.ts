import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { routes } from './routes';
import { WARNING_ALERT_SUBSCRIBER, warningAlertSubscriber } from './warning-alert-subscriber';
import { lowStockDigestJob, sendWarningEmailsJob } from './warning-email-jobs';
import { WarningEmailRepository } from './warning-email-repository';

/**
 * Warning e-mails (docs/server/warning-email.md): the setting page's routes; the events subscriber
 * that turns order and loss-order events into alerts (registered with the routes, as other start-up
 * wiring is); the jobs that mail the alerts in batches and the daily low-stock digest.
 */
export const warningEmailModule = defineModule({
  name: 'warning-email',
  areas: ['warningEmail'],
  routes: (core: Core) => {
    const store = new WarningEmailRepository(core.db);
    core.events.subscribe(WARNING_ALERT_SUBSCRIBER, warningAlertSubscriber(core, store));
    return routes(core, store);
  },
  jobs: (core: Core) => {
    const store = new WarningEmailRepository(core.db);
    return [sendWarningEmailsJob(core, store), lowStockDigestJob(core, store)];
  },
});
/** What an event means as an alert: the user messages' in-app alerts take the same kinds. */
export { alertOf } from './warning-alert-subscriber';
