import { useRef, useState } from "react";

/**
 * Which record a management form is open on (`null`: none). Each opening gets its own `key`,
 * so the form is mounted fresh even when the same record is opened again.
 */
export function useEditing<Target>() {
  const openings = useRef(0);
  const [editing, setEditing] = useState<{ target: Target; key: number } | null>(null);
  return {
    editing,
    open: (target: Target) => {
      openings.current += 1;
      setEditing({ target, key: openings.current });
    },
    close: () => setEditing(null),
  };
}
