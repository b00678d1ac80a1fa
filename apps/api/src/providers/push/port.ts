// The push port: services depend on this, never on web-push.
import type { PushPayload } from '@quit/contracts/push';

/** One browser's subscription, as the push service gave it (RFC 8291 keys, base64url). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushOptions = {
  /** How long the push service keeps a message for a device that is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
};

/** `gone`: the push service no longer knows this subscription (404/410); it must be removed. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome>;
}
