// The page's origin (https://host), also while the server prerenders a page (entry-server.tsx),
// where there is no window: the server sets the origin the visitor asked at.
let serverOrigin = '';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
