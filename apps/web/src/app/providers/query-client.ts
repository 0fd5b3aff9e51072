import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: every failure already produced its notice (docs/product.md §6), and a retried 401 or
 * 403 would only repeat it.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
