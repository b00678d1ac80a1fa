// Push notifications (P7, record 0079): the kinds a person can switch on one by one, quiet hours
// in which only a spot test's announcement may still arrive, and which push services the server
// may post to (a subscription's endpoint is chosen by the browser, so it is never any URL).
import { hourInTimeZone } from './dates';

/** What a push can be about; each is off until the person switches it on (opt-in per kind). */
export const PUSH_KINDS = [
  'diary_open',
  'seminar_waiting',
  'chat_reply',
  'test_day',
  'spot_test',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Quiet hours: from 22:00 to 07:00 in the recipient's time zone. */
export const QUIET_HOURS = { from: 22, to: 7 } as const;

/** The one kind that breaks quiet hours: a spot test must be done the same day. */
const LOUD_KINDS: readonly PushKind[] = ['spot_test'];

/** Devices one person may register (a lost one is removed by hand or by the push service). */
export const PUSH_DEVICES_MAX = 10;
/** Longest device name kept (a browser's user agent, shortened). */
export const PUSH_DEVICE_NAME_MAX = 200;
/** Longest endpoint accepted (real ones are under 600 characters). */
export const PUSH_ENDPOINT_MAX = 1000;

export function isQuietHour(now: Date, timeZone: string): boolean {
  const hour = hourInTimeZone(now, timeZone);
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.to;
}

/**
 * Whether a push of this kind goes out now: the kind is switched on and, in quiet hours, it is
 * the spot test's announcement. A push that may not go out is dropped, not held (record 0079).
 */
export function mayPushNow(
  kind: PushKind,
  enabled: readonly PushKind[],
  now: Date,
  timeZone: string,
): boolean {
  if (!enabled.includes(kind)) return false;
  return LOUD_KINDS.includes(kind) || !isQuietHour(now, timeZone);
}

/** Hosts of the browsers' push services (Chrome, Firefox, Edge, Safari). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/**
 * Whether the server may post to this endpoint: https on a known push service (or a subdomain
 * of one), or exactly one of the extra origins an operator configured (a test's local service).
 */
export function isPushEndpointAllowed(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (endpoint.length > PUSH_ENDPOINT_MAX) return false;
  // A push service's address is printable: control characters (NUL among them, which the
  // database refuses) make no endpoint.
  if (/[\p{Cc}]/u.test(endpoint)) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some(
    (host) => url.hostname === host || url.hostname.endsWith(`.${host}`),
  );
}
