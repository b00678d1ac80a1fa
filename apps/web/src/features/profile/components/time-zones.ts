import { DEFAULT_TIME_ZONE } from '@quit/domain/constants';

/** Every IANA zone the browser knows, with the current value kept even when it does not. */
export function timeZoneOptions(current: string | null): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([DEFAULT_TIME_ZONE, ...zones]);
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}
