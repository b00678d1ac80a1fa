import fp from 'fastify-plugin';
import type { PublicParticipant } from '@quit/contracts/money';
import { moneyBeforeAccountDeletion } from './account-deletion';
import type { ServiceDeps } from '../../core/service-deps';
import { registerMoneyJobs } from './jobs';
import { scheduleSweep } from './sweeper';
import { participantMoneyRoutes } from './participant-routes';
import { PublicFundraiserCache, publicFundraiser } from './public-fundraiser';
import { publicMoneyRoutes } from './public-routes';
import { supporterDashboardCache } from './supporter-cache';
import { supporterMoneyRoutes } from './supporter-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' dependencies as the money module uses them (`app.services`; tests call the engines with them). */
    money: ServiceDeps;
    /**
     * A participant's public fundraiser (A4) with its ETag, from the one cache shared by every
     * view of it (the REST page, the share card, GraphQL). Throws NOT_FOUND like the REST view.
     */
    publicFundraiser: (participantId: string) => Promise<{ body: PublicParticipant; etag: string }>;
  }
}

/** Donations, balances, payout methods, payouts and refunds. */
export const moneyModule = fp(
  async (app) => {
    const { config } = app;
    const deps = app.services;
    app.decorate('money', deps);
    app.accounts.beforeDeletion.push(moneyBeforeAccountDeletion(deps));
    registerMoneyJobs(app.jobs, deps);
    // A process that works jobs keeps the money sweeper's chain alive (tests sweep by hand).
    app.addHook('onReady', async () => {
      if (config.jobsPollMs > 0) await scheduleSweep(deps, deps.clock.now());
    });
    // One cache of the public fundraiser answer in this process, whoever asks for it.
    const fundraisers = new PublicFundraiserCache(() => app.clock.now().getTime(), app.changes);
    app.addHook('onClose', async () => fundraisers.close());
    app.decorate('publicFundraiser', (participantId: string) =>
      publicFundraiser(deps, fundraisers, participantId),
    );
    await app.register(publicMoneyRoutes, { deps, cache: fundraisers });
    await app.register(participantMoneyRoutes, { deps });
    await app.register(supporterMoneyRoutes, { deps, dashboards: supporterDashboardCache(app) });
  },
  { name: 'money-module', dependencies: ['auth'] },
);
