/** The one QueryClient and the query-key factory (STYLE.md §5). */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // A failed call already told the user (time-out modal, error text); retrying would repeat it.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

export const queryKeys = {
  all: ['kilau'] as const,
  resource: (key: string) => [...queryKeys.all, 'resource', key] as const,
  resourceList: (key: string, variant = 'all') => [...queryKeys.resource(key), 'list', variant] as const,
  resourceItem: (key: string, id: string) => [...queryKeys.resource(key), 'item', id] as const,
  me: () => [...queryKeys.all, 'me'] as const,
};
