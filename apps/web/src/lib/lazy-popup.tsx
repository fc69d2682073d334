import {
  type ComponentType,
  cloneElement,
  lazy,
  type ReactElement,
  Suspense,
  useState,
} from "react";

type PopupProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the popup. */
  children: ReactElement;
};

/**
 * A popup over a button (antd's Popconfirm or Popover, which bring the tooltip and trigger
 * libraries) whose code is fetched on the button's first click and which then opens: the
 * button is drawn at once, and that first click is not lost while the code arrives.
 */
export function lazyPopup<Props extends PopupProps>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Omit<Props, "open" | "onOpenChange">> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPopup(props: Omit<Props, "open" | "onOpenChange">) {
    const [requested, setRequested] = useState(false);
    const [open, setOpen] = useState(false);
    if (!requested) {
      const button = props.children as ReactElement<{ onClick?: () => void }>;
      return cloneElement(button, {
        onClick: () => {
          setRequested(true);
          setOpen(true);
        },
      });
    }
    const loadedProps = { ...props, open, onOpenChange: setOpen } as Props;
    return (
      <Suspense fallback={props.children}>
        <Loaded {...loadedProps} />
      </Suspense>
    );
  };
}
