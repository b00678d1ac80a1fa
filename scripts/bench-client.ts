// What the bench's scripted users share: JSON calls to the started app with a session cookie,
// sign-up, and the median of a set of timings.

export type Json = Record<string, unknown>;

export async function call(
  base: string,
  path: string,
  init: RequestInit & { cookie?: string } = {},
) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      origin: base,
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return { json: (await response.json()) as Json, cookie: response.headers.getSetCookie() };
}

/** A new account through `POST /api/account/signup`; returns its id and session cookie. */
export async function signUp(base: string, role: 'participant' | 'supporter', tag: string) {
  const email = `bench-${tag}-${Date.now()}@example.com`;
  const password = 'secret-123';
  const signup = await call(base, '/api/account/signup', {
    method: 'POST',
    body: JSON.stringify({
      role,
      firstName: 'Bench',
      lastName: 'Mark',
      birthDate: '1990-01-01',
      email,
      password,
      passwordConfirmation: password,
    }),
  });
  return {
    id: (signup.json['user'] as Json)['id'] as string,
    email,
    password,
    cookie: signup.cookie.map((c) => c.split(';')[0]).join('; '),
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
