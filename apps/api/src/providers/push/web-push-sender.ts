// Web Push through the `web-push` library: the payload encrypted for the browser (RFC 8291) and
// signed with the app's VAPID key (RFC 8292), posted with fetch (web-push's own sender speaks
// https only). A push service that answers 404 or 410 no longer knows the subscription; any
// other failure is thrown for the job to retry.
import webpush from 'web-push';
import type { PushOptions, PushOutcome, PushSender, PushTarget } from './port';
import type { PushPayload } from '@quit/contracts/push';
import type { VapidKeys } from './vapid-keys';

/** A push service that does not answer in this time is a failure, retried by the job. */
const TIMEOUT_MS = 10_000;

export class WebPushSender implements PushSender {
  readonly publicKey: string;
  private readonly keys: VapidKeys;
  private readonly subject: string;

  constructor(options: { keys: VapidKeys; subject: string }) {
    this.keys = options.keys;
    this.publicKey = options.keys.publicKey;
    this.subject = options.subject;
  }

  async send(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome> {
    // web-push encrypts and signs; the request is ours, so a timeout and the answer are too.
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: this.subject,
          publicKey: this.keys.publicKey,
          privateKey: this.keys.privateKey,
        },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    const answer = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      ...(request.body ? { body: new Uint8Array(request.body) } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (answer.status === 404 || answer.status === 410) return 'gone';
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`push service answered ${answer.status}`);
    }
    return 'sent';
  }
}

/**
 * VAPID's subject is how a push service reaches the operator: the public address when it is
 * https, else the sender's mail address (web-push accepts only https: and mailto:).
 */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : 'mailto:push@invalid.example';
}
