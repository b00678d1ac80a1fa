import fp from 'fastify-plugin';
import { testimonialRoutes } from './routes';

/** Reviews on the landing page; a review goes with its account and its course (cascade). */
export const testimonialsModule = fp(
  async (app) => {
    await app.register(testimonialRoutes, { deps: { db: app.db, clock: app.calendar } });
  },
  { name: 'testimonials-module', dependencies: ['auth'] },
);
