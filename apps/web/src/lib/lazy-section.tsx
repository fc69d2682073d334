import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

/**
 * A part of a public page below a phone's first screen whose code is fetched when the page
 * first draws it rather than with the page, so the first screen does not wait for those bytes
 * on a slow network (on the product page: the description's purifier, the documents' downloads
 * and the product cards, 33 KB). `placeholder` holds its place until the code has arrived.
 */
export function lazySection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: ReactNode,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazySection(props: Props) {
    return (
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
