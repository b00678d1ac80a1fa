import { describe, expect, it } from 'vitest';
import { isPushEndpointAllowed, isQuietHour, mayPushNow, PUSH_KINDS } from './push';

const berlin = 'Europe/Berlin';

describe('quiet hours', () => {
  it('runs from 22:00 to 07:00 in the time zone given', () => {
    // 21:59 and 22:00 Berlin time in winter (UTC+1).
    expect(isQuietHour(new Date('2026-01-10T20:59:00Z'), berlin)).toBe(false);
    expect(isQuietHour(new Date('2026-01-10T21:00:00Z'), berlin)).toBe(true);
    expect(isQuietHour(new Date('2026-01-11T05:59:00Z'), berlin)).toBe(true);
    expect(isQuietHour(new Date('2026-01-11T06:00:00Z'), berlin)).toBe(false);
    // Summer time (UTC+2): 06:30 Berlin is still quiet, 07:00 is not.
    expect(isQuietHour(new Date('2026-07-01T04:30:00Z'), berlin)).toBe(true);
    expect(isQuietHour(new Date('2026-07-01T05:00:00Z'), berlin)).toBe(false);
    expect(isQuietHour(new Date('2026-01-10T21:30:00Z'), 'Europe/London')).toBe(false);
  });

  it('lets only the spot test through at night, and only kinds switched on', () => {
    const night = new Date('2026-01-10T23:00:00Z');
    const evening = new Date('2026-01-10T17:00:00Z');
    for (const kind of PUSH_KINDS) {
      expect(mayPushNow(kind, PUSH_KINDS, night, berlin)).toBe(kind === 'spot_test');
      expect(mayPushNow(kind, PUSH_KINDS, evening, berlin)).toBe(true);
      expect(mayPushNow(kind, [], evening, berlin)).toBe(false);
      expect(mayPushNow(kind, [], night, berlin)).toBe(false);
    }
  });
});

describe('push endpoints', () => {
  it('allows https on the browsers’ push services only', () => {
    expect(isPushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(isPushEndpointAllowed('https://web.push.apple.com/QGx', [])).toBe(true);
    expect(isPushEndpointAllowed('https://wns2-par02p.notify.windows.com/w/?token=x', [])).toBe(
      true,
    );
    expect(isPushEndpointAllowed('http://fcm.googleapis.com/fcm/send/abc', [])).toBe(false);
    expect(isPushEndpointAllowed('https://fcm.googleapis.com:8443/x', [])).toBe(false);
    expect(isPushEndpointAllowed('https://evilfcm.googleapis.com.example/x', [])).toBe(false);
    expect(isPushEndpointAllowed('https://notpush.apple.com/x', [])).toBe(false);
    expect(isPushEndpointAllowed('https://169.254.169.254/latest', [])).toBe(false);
    expect(isPushEndpointAllowed('https://u:p@fcm.googleapis.com/x', [])).toBe(false);
    expect(isPushEndpointAllowed('not a url', [])).toBe(false);
    expect(isPushEndpointAllowed(`https://fcm.googleapis.com/${'a'.repeat(1000)}`, [])).toBe(false);
    for (const control of ['\u0000', '\u0007', '\u007f', '\u0085']) {
      expect(isPushEndpointAllowed(`https://fcm.googleapis.com/fcm/send/a${control}b`, [])).toBe(
        false,
      );
    }
  });

  it('allows an extra origin exactly as configured', () => {
    const extra = ['http://localhost:8090'];
    expect(isPushEndpointAllowed('http://localhost:8090/notify/abc', extra)).toBe(true);
    expect(isPushEndpointAllowed('http://localhost:8091/notify/abc', extra)).toBe(false);
    expect(isPushEndpointAllowed('http://127.0.0.1:8090/notify/abc', extra)).toBe(false);
  });
});
