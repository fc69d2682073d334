import type { MySubscription, SubscribedProduct, SubscriptionInput } from "@portal/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../lib/app-store.ts";
import { http } from "../../lib/http.ts";
import { useInvalidatingMutation } from "../../lib/mutations.ts";

/** Every key of the subscription domain starts with "subscription": a save marks them all stale. */
const subscriptionKeys = {
  all: ["subscription"] as const,
  mine: (token: string | null, language: string) =>
    ["subscription", "mine", token, language] as const,
  catalogue: (language: string) => ["subscription", "catalogue", language] as const,
};

/** GET /subscription/mine: the signed-in member's subscription; idle for a visitor. */
export function useMySubscription() {
  const token = useAppStore((state) => state.token);
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: subscriptionKeys.mine(token, language),
    queryFn: ({ signal }) => http.get<MySubscription>("/api/subscription/mine", { signal }),
    enabled: token !== null,
  });
}

/** GET /subscription/catalogue: the published products, names in the reader's language. */
export function useSubscriptionCatalogue(enabled: boolean) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: subscriptionKeys.catalogue(language),
    queryFn: ({ signal }) =>
      http.get<SubscribedProduct[]>("/api/subscription/catalogue", { signal }),
    enabled,
  });
}

/** POST /subscription/save: replaces everything the member subscribes to. */
export function useSaveSubscription() {
  return useInvalidatingMutation(
    (input: SubscriptionInput) =>
      http.post<null>("/api/subscription/save", input, { fieldErrorsInForm: true }),
    [subscriptionKeys.all],
  );
}

/** POST /subscription/unsubscribeAll: the member's one click out of everything. */
export function useUnsubscribeAll() {
  return useInvalidatingMutation(
    () => http.post<null>("/api/subscription/unsubscribeAll"),
    [subscriptionKeys.all],
  );
}

/** POST /subscription/unsubscribe: the e-mail link's one click, no sign-in; the page shows failures. */
export function useUnsubscribeByToken() {
  return useMutation({
    mutationFn: (token: string) =>
      http.post<null>("/api/subscription/unsubscribe", { token }, { quiet: true }),
  });
}
