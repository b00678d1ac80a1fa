import { Outlet } from '@/lib/router';
import { AppFrame } from './app-frame';

/** Sign-in, sign-up, sign-out and identity pages: brand and language, no navigation. */
export function AuthLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}
