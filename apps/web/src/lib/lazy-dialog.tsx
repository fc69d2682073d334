import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog whose code is fetched the first time it opens, then kept mounted as if it had been
 * there all along (so a `forceRender` form keeps its state between openings). For the dialogs
 * of public pages that few visitors open: a report, a deletion, a bounty, a picture's preview.
 * Their code would otherwise be in the page's first load.
 */
export function lazyDialog<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
