import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the window matches a media query, kept current: the shell's replacement for antd's
 * `Grid.useBreakpoint`, whose grid code every page would otherwise load with the header. The
 * first render already knows the answer (antd's hook learnt it in a layout effect, before the
 * first paint, so what is painted is the same).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
