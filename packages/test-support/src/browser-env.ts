// The browser's environment: the runner's, so a whole `npm test` moved in time with libfaketime
// (`faketime '2031-05-01 12:00' npm test`) moves the browser's clock with the servers', as a
// machine whose clock says another year would (record 0110). Only FAKETIME_DONT_FAKE_MONOTONIC
// is left out: with the wall clock moved and the monotonic one not (as `npm run test:dates`
// runs the API), Chromium took 7–26 s to start instead of under one; moving both by the same
// offset starts it as fast as without libfaketime.
export function browserEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || name === 'FAKETIME_DONT_FAKE_MONOTONIC') continue;
    kept[name] = value;
  }
  return kept;
}
