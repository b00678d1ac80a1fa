/** The pages a signed-out visitor can open, prerendered by the server (apps/web/src/entry-server.tsx). */
export const publicPages = [
  '/',
  '/about',
  '/terms',
  '/privacy',
  '/cookie-policy',
  '/impressum',
  '/auth/signin',
  '/auth/signup',
];
