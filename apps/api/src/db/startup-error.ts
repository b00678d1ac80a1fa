/** Raised while starting up; main prints its message as one line and exits. */
export class StartupError extends Error {
  override name = 'StartupError';
}
