// The tests' browsers share a moved clock (record 0110): libfaketime and its settings reach them,
// all but FAKETIME_DONT_FAKE_MONOTONIC, with which Chromium took 7–26 s to start. With the
// library stripped (as before), a moved `npm test` had 37 of 173 journeys red.
import { describe, expect, it } from 'vitest';
import { browserEnv } from './browser-env';

describe('browserEnv', () => {
  it('keeps libfaketime and the moved clock, and leaves out only the unmoved monotonic clock', () => {
    const env = browserEnv({
      PATH: '/usr/bin',
      LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
      FAKETIME: '+3y',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      TZ: 'Europe/Berlin',
      UNSET: undefined,
    });
    expect(env).toEqual({
      PATH: '/usr/bin',
      LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
      FAKETIME: '+3y',
      TZ: 'Europe/Berlin',
    });
  });
});
