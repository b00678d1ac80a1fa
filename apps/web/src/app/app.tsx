import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { startBootQueries } from './boot-queries';
import { AppProvider } from './provider';
import { routes } from './router';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
startBootQueries(queryClient, window.location.pathname);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
