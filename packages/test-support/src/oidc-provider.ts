// A real OpenID Connect provider (the oidc-provider package) on loopback, for federated
// sign-in tests. Its development login form accepts any login; the account's email is
// `<login>@example.com`, asserted as verified unless the login starts with `unverified`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

export async function startOidcProvider(
  redirectUri: string,
  fixedPort?: number,
): Promise<TestOidcProvider> {
  // The server listens first (on a free port unless one is given): the issuer names its port.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(fixedPort ?? 0, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'quitpot-test';
  const clientSecret = 'a-client-secret-for-tests';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub}@example.com`,
        email_verified: !sub.startsWith('unverified'),
        name: 'Fed User',
        given_name: 'Fed',
        family_name: 'User',
      }),
    }),
    cookies: { keys: ['a-cookie-key-for-tests'] },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
