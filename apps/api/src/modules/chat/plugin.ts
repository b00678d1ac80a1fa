// The chat (issue 17): participants' line to the support team, live across API processes
// through PostgreSQL LISTEN/NOTIFY, and supporters' encouragement on the dashboard.
import fp from 'fastify-plugin';
import type pg from 'pg';
import { adminChatRoutes } from './admin-routes';
import type { ChatDeps } from './conversation';
import { StreamSet } from './event-stream';
import { ChatHub } from './notify-hub';
import { participantChatRoutes } from './participant-routes';
import { registerChatJobs } from './unread-mail';

export const chatModule = fp(
  async (app) => {
    const deps: ChatDeps = { db: app.db, clock: app.calendar };
    // The listening connection is the pool's settings on a client of its own.
    const pool = (app.db as unknown as { $client?: pg.Pool }).$client;
    if (!pool?.options) throw new Error('the chat needs the database pool to listen on');
    const hub = new ChatHub(pool.options, app.log);
    const streams = new StreamSet();
    await hub.start();
    registerChatJobs(app.jobs, {
      ...deps,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
    });
    app.addHook('preClose', (done) => {
      streams.closeAll();
      done();
    });
    app.addHook('onClose', async () => {
      await hub.stop();
    });
    await app.register(participantChatRoutes, { deps, hub, streams });
    await app.register(adminChatRoutes, { deps, hub, streams });
  },
  { name: 'chat-module', dependencies: ['auth'] },
);
