// The push provider's pieces that need no push service: the VAPID key pair made once and shared
// by every process, the VAPID subject, and the configuration of extra push services.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client';
import { ConfigError, loadConfig } from '../../src/platform/config';
import { vapidKeys } from '../../src/providers/push/vapid-keys';
import { vapidSubject } from '../../src/providers/push/web-push-sender';
import { createTestDatabase } from '../support/test-app';

describe('the VAPID key pair', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
    first = connectDatabase(db.url, { max: 2 });
    second = connectDatabase(db.url, { max: 2 });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await db.drop();
  });

  it('is made once: two processes starting at once read the same pair', async () => {
    const [a, b] = await Promise.all([vapidKeys(first.db), vapidKeys(second.db)]);
    expect(a).toEqual(b);
    expect(a.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(a.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await vapidKeys(first.db)).toEqual(a);
  });
});

describe('the VAPID subject', () => {
  it('is the public address when it is https, else the sender’s mail address', () => {
    expect(vapidSubject('https://quitpot.example', 'QuitPot <no-reply@quitpot.example>')).toBe(
      'https://quitpot.example',
    );
    expect(vapidSubject('http://localhost:3000', 'QuitPot <no-reply@localhost>')).toBe(
      'mailto:no-reply@localhost',
    );
    expect(vapidSubject('http://localhost:3000', 'ops@quitpot.example')).toBe(
      'mailto:ops@quitpot.example',
    );
    expect(vapidSubject('http://localhost:3000', 'QuitPot')).toBe('mailto:push@invalid.example');
  });
});

describe('PUSH_ENDPOINT_ORIGINS', () => {
  it('takes origins, comma-separated, and refuses anything else naming the variable', () => {
    expect(loadConfig({}).pushEndpointOrigins).toEqual([]);
    expect(
      loadConfig({ PUSH_ENDPOINT_ORIGINS: 'http://localhost:8090, https://push.example' })
        .pushEndpointOrigins,
    ).toEqual(['http://localhost:8090', 'https://push.example']);
    for (const bad of ['http://localhost:8090/notify', 'localhost:8090', 'https://push.example/']) {
      expect(() => loadConfig({ PUSH_ENDPOINT_ORIGINS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ PUSH_ENDPOINT_ORIGINS: bad })).toThrow(/PUSH_ENDPOINT_ORIGINS/);
    }
  });
});
