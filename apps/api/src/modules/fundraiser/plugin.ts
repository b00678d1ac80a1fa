import fp from 'fastify-plugin';
import { registerFollowerMailJobs } from './follower-mails';
import { followerRoutes } from './follower-routes';
import { followersBeforeAccountDeletion } from './followers';
import { registerFollowerSweep, scheduleFollowerSweep } from './milestones';
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
    app.addHook('onReady', async () => {
      if (app.config.jobsPollMs > 0) await scheduleFollowerSweep(deps, deps.clock.now());
    });
    await app.register(followerRoutes, { deps });
  },
  { name: 'fundraiser-module', dependencies: ['auth'] },
);
