/**
 * The page a click on a push opens: only a path of this app, so a payload can never send the
 * participant to another site; anything else opens the start page.
 */
export function pushTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return `${origin}/`;
  const target = new URL(url, origin);
  return target.origin === origin ? target.href : `${origin}/`;
}
