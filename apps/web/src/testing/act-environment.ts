/**
 * Tells React whether it runs inside act() (Testing Library sets it on; a test that hydrates by
 * hand switches it for its own act()). Answers the value it replaced, for the test to restore.
 */
export function setActEnvironment(on: boolean): boolean | undefined {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = on;
  return before;
}
