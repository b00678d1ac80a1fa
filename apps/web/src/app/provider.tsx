import { MantineProvider } from '@mantine/core';
import { lazyNamed } from '@/lib/lazy-named';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { toastsUsed } from '@/lib/toast';
import { cssVariablesResolver, theme } from './theme';

// The toast container (and its transition library) loads with the first toast; toasts shown
// before it mounts wait in the store and appear once it does.
const Notifications = lazyNamed(() => import('@mantine/notifications'), 'Notifications');

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
};

export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [defaultClient] = useState(createQueryClient);
  const withToasts = useSyncExternalStore(toastsUsed.subscribe, toastsUsed.get, () => false);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      {withToasts && (
        <Suspense fallback={null}>
          {/* Below the header, so a toast never covers the language switch or the menu. */}
          <Notifications position="bottom-right" />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient ?? defaultClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
