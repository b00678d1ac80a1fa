import { describe, expect, it } from 'vitest';
import { dashboardPath, safeNextPath, signInPath } from './destinations';

const origin = 'https://quitpot.example';

describe('safeNextPath', () => {
  it.each([
    ['/participant/calendar', '/participant/calendar'],
    ['/supporter/support/p-1?tab=diary#top', '/supporter/support/p-1?tab=diary#top'],
  ])('keeps the site path %s', (next, expected) => {
    expect(safeNextPath(next, origin)).toBe(expected);
  });

  it.each([
    null,
    '',
    'participant/dashboard',
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/participant/dashboard',
    'javascript:alert(1)',
    '/auth/signout',
    '/auth/signin?next=/x',
  ])('refuses %s', (next) => {
    expect(safeNextPath(next, origin)).toBeNull();
  });
});

describe('dashboardPath', () => {
  it("opens the role's dashboard (spec §2)", () => {
    expect(dashboardPath('participant')).toBe('/participant/dashboard');
    expect(dashboardPath('supporter')).toBe('/supporter/dashboard');
    expect(dashboardPath(null)).toBe('/');
  });
});

describe('signInPath', () => {
  it('carries the way back and the role', () => {
    expect(signInPath('/participant/calendar?view=week', 'participant')).toBe(
      '/auth/signin?next=%2Fparticipant%2Fcalendar%3Fview%3Dweek&role=participant',
    );
  });
});
