// The browser's environment: the runner's, without libfaketime. A whole `npm test` moved in time
// with libfaketime (as `npm run test:dates` does for the API) would hang Chromium, which does
// not run under it; the browser then keeps the machine's real clock, like a visitor's device
// whose clock differs from the server's.
export function browserEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || name.startsWith('FAKETIME')) continue;
    if (name === 'LD_PRELOAD') {
      const rest = value.split(/[: ]/).filter((lib) => lib && !lib.includes('faketime'));
      if (rest.length > 0) kept[name] = rest.join(':');
      continue;
    }
    kept[name] = value;
  }
  return kept;
}
