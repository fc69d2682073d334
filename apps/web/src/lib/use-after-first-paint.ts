import { startTransition, useEffect, useState } from "react";

/**
 * False while a component draws for the first time, true once the browser has painted that
 * first drawing: a page draws its first screen alone and the rest in a render of its own after
 * it, so the first screen is not held back by what is below it (on a slow phone's CPU, drawing
 * and laying out the catalogue's cards below the first screen took about a third of its time).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before that frame is painted; a task it queues runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
