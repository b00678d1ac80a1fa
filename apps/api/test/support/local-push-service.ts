// A local push service for tests (the `web-push-testing` package, run in this process on a free
// port): browsers' subscriptions are made here, pushes are posted here by web-push, and it
// decrypts what it receives (RFC 8291), so a test reads the payload a browser would show.
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);

type Model = { notifyUrl: string };
type TestingServer = {
  _server: Server;
  _app: { listen(port: number, host: string): Server };
  setRequestHandlers(): void;
};

export type LocalSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
};

export type LocalPushService = {
  origin: string;
  /** A new browser subscription for the app's VAPID public key. */
  subscribe(applicationServerKey: string): Promise<LocalSubscription>;
  /** The decrypted payloads this subscription received, oldest first. */
  received(clientHash: string): Promise<string[]>;
  /** The browser unsubscribed: the service answers 410 from now on. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
};

async function post(url: string, body?: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => Model;
  };
  const Server = require('web-push-testing/src/server.js') as new (
    model: Model,
    port: number,
  ) => TestingServer;
  const model = new PushApiModel();
  const server = new Server(model, 0);
  // Listened on here, not by its startServer(), which greets on the console and exits the
  // process on an error.
  server._server = server._app.listen(0, 'localhost');
  server.setRequestHandlers();
  await new Promise<void>((resolve, reject) => {
    server._server.once('listening', () => resolve());
    server._server.once('error', reject);
  });
  const { port } = server._server.address() as AddressInfo;
  const origin = `http://localhost:${port}`;
  // It names its own endpoints from the port it was given (0 here): the port it got instead.
  model.notifyUrl = `${origin}/notify/`;
  return {
    origin,
    async subscribe(applicationServerKey) {
      const answer = await post(`${origin}/subscribe`, {
        applicationServerKey,
        userVisibleOnly: 'true',
      });
      if (answer.status !== 200) throw new Error(`subscribe: ${await answer.text()}`);
      return ((await answer.json()) as { data: LocalSubscription }).data;
    },
    async received(clientHash) {
      const answer = await post(`${origin}/get-notifications`, { clientHash });
      if (answer.status !== 200) throw new Error(`get-notifications: ${await answer.text()}`);
      return ((await answer.json()) as { data: { messages: string[] } }).data.messages;
    },
    async expire(clientHash) {
      const answer = await post(`${origin}/expire-subscription/${clientHash}`);
      if (answer.status !== 200) throw new Error(`expire: ${await answer.text()}`);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server._server.closeAllConnections();
        server._server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
