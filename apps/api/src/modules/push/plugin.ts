// Push notifications (P7, record 0079): devices, kinds switched on, and the job that sends.
import fp from 'fastify-plugin';
import { vapidKeys } from '../../providers/push/vapid-keys';
import { vapidSubject, WebPushSender } from '../../providers/push/web-push-sender';
import type { PushDeps } from './deps';
import { pushRoutes } from './routes';
import { registerPushJobs } from './send-push';

export const pushModule = fp(
  async (app) => {
    const deps: PushDeps = {
      db: app.db,
      clock: app.calendar,
      sender: new WebPushSender({
        keys: await vapidKeys(app.db),
        subject: vapidSubject(app.config.publicUrl, app.config.mailFrom),
      }),
      endpointOrigins: app.config.pushEndpointOrigins,
      log: app.log,
    };
    registerPushJobs(app.jobs, deps);
    await app.register(pushRoutes, { deps });
  },
  { name: 'push-module', dependencies: ['auth'] },
);
