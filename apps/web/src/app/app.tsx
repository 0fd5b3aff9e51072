import { RouterProvider } from 'react-router/dom';
import { setApiNavigation } from '../lib/api-client.ts';
import { AppProviders } from './providers/app-providers.tsx';
import { createQueryClient } from './providers/query-client.ts';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
const router = createAppRouter();

// A 401 on a session request forgets what the old session cached and shows the login page (docs/product.md §6).
setApiNavigation(
  (to) => void router.navigate(to, { replace: true }),
  () => queryClient.clear(),
);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
