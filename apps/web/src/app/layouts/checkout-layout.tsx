import { Outlet } from '@/lib/router';
import { AppFrame } from './app-frame';

/** The payment sandbox's checkout: it stands in for the provider's page, so no app navigation. */
export function CheckoutLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}
