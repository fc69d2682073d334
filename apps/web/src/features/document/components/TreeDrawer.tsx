import { Drawer } from "antd";
import type { ReactNode } from "react";

/** The tree in a drawer from the left, for screens too narrow to show it beside the list. */
export function TreeDrawer({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={300} title={title}>
      {children}
    </Drawer>
  );
}
