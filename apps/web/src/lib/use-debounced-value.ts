import { businessLimits } from "@portal/shared";
import { useEffect, useState } from "react";

/** The value once it has stopped changing for `waitMs` (the spec's 200 ms by default). */
export function useDebouncedValue<T>(value: T, waitMs: number = businessLimits.debounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), waitMs);
    return () => clearTimeout(timer);
  }, [value, waitMs]);
  return settled;
}
