import fp from 'fastify-plugin';
import { adminTestkitRoutes } from './admin-routes';
import { registerOutcomeJob } from './apply-outcome';
import { registerTestkitJobs } from './photo-retention';
import { handoffRoutes } from './handoff-routes';
import { testkitRoutes } from './routes';
import { followUpRoutes } from './follow-up-routes';
import { registerAuditJob } from './test-audit';
import { recordingsBeforeAccountDeletion, registerRecordingJobs } from './recording-retention';
import { recordingRoutes } from './recording-routes';

/** Nicotine test kits (T1), the photo of the result and its reading (T2, T3). */
export const testkitModule = fp(
  async (app) => {
    const deps = app.services;
    registerTestkitJobs(app.jobs, deps);
    registerOutcomeJob(app.jobs, deps);
    registerAuditJob(app.jobs, deps);
    registerRecordingJobs(app.jobs, deps);
    app.accounts.beforeDeletion.push(recordingsBeforeAccountDeletion(deps));
    await app.register(testkitRoutes, { deps });
    await app.register(handoffRoutes, { deps });
    await app.register(adminTestkitRoutes, { deps });
    await app.register(recordingRoutes, { deps });
    await app.register(followUpRoutes, { deps });
  },
  { name: 'testkit-module', dependencies: ['money-module'] },
);
