import fp from 'fastify-plugin';
import { registerFollowerMailJobs } from './follower-mails';
import { followerRoutes } from './follower-routes';
import { followersBeforeAccountDeletion } from './followers';
import {
  FOLLOWER_SWEEP_INTERVAL_MS,
  registerFollowerSweep,
  scheduleFollowerSweep,
} from './milestones';
import { fundraiserRoutes } from './routes';
import { updatePhotosBeforeAccountDeletion } from './updates';

/**
 * The fundraiser page's story and photo (issue 16), with operators' moderation endpoints; its
 * followers, their milestone mails and the participant's updates (A8, record 0080).
 */
export const fundraiserModule = fp(
  async (app) => {
    const deps = app.services;
    await app.register(fundraiserRoutes, {
      deps: { db: app.db, clock: app.calendar, storage: app.storage, changes: app.changes },
    });
    app.accounts.beforeDeletion.push(
      followersBeforeAccountDeletion(),
      updatePhotosBeforeAccountDeletion(deps),
    );
    registerFollowerMailJobs(app.jobs, deps);
    registerFollowerSweep(app.jobs, deps);
    // A process that works jobs keeps the milestone sweep's chain alive (tests sweep by hand).
    if (app.config.jobsPollMs > 0) {
      app.addHook('onReady', async () => scheduleFollowerSweep(deps, deps.clock.now()));
      // The sandbox clock can be set back (an operator's reset): the chain's next link then lies
      // in the future. Any round of jobs queues the next slot's sweep again (a no-op when queued).
      const stop = app.jobs.onRoundDone(() => {
        const next = new Date(deps.clock.now().getTime() + FOLLOWER_SWEEP_INTERVAL_MS);
        scheduleFollowerSweep(deps, next).catch((error: unknown) =>
          deps.log.warn({ err: error }, 'follower sweep not queued'),
        );
      });
      app.addHook('onClose', async () => {
        stop();
      });
    }
    await app.register(followerRoutes, { deps });
  },
  { name: 'fundraiser-module', dependencies: ['auth'] },
);
