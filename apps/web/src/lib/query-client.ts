import { QueryClient } from "@tanstack/react-query";

/**
 * Failures are already shown by the http client, so a query does not retry (each retry
 * would show the same message again) and does not refetch merely because the tab got focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
