// Runs the loopback OpenID Connect provider of the API tests for the browser journeys.
import { startOidcProvider } from '@quit/test-support/oidc-provider';

const redirectUri = process.env['OIDC_REDIRECT_URI'];
const port = Number(process.env['OIDC_PORT']);
if (!redirectUri || !port) throw new Error('OIDC_REDIRECT_URI and OIDC_PORT are required');
const provider = await startOidcProvider(redirectUri, port);
process.stdout.write(`OIDC provider at ${provider.issuer}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
}
