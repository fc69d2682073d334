import type { CSSProperties, ReactNode } from "react";
import "./avatar.css";

type AvatarProps = {
  /** The picture; without one, `icon` or `children` (a letter) on grey. */
  src?: string | undefined;
  alt?: string;
  icon?: ReactNode;
  children?: ReactNode;
  /** "small" (24 px), "default" (32 px) or a width in pixels. */
  size?: "small" | "default" | number;
  shape?: "circle" | "square";
  className?: string;
};

/**
 * A person's or a board's picture, drawn as Ant Design's Avatar is. Not that component: it
 * imports its group's popover, and with it the tooltip and trigger (about 10 KB gzipped).
 */
export function Avatar({
  src,
  alt = "",
  icon,
  children,
  size = "default",
  shape = "circle",
  className,
}: AvatarProps) {
  const showsIcon = Boolean(icon) && !src;
  const classes = ["portal-avatar", `portal-avatar-${shape}`];
  if (src) classes.push("portal-avatar-image");
  if (className) classes.push(className);
  const style = { width: 32, height: 32, fontSize: showsIcon ? 18 : 14 } satisfies CSSProperties;
  if (size === "small") {
    classes.push("portal-avatar-small");
    Object.assign(style, { width: 24, height: 24, fontSize: 14 });
  } else if (typeof size === "number") {
    Object.assign(style, { width: size, height: size, fontSize: showsIcon ? size / 2 : 18 });
  }
  return (
    <span className={classes.join(" ")} style={style}>
      {src ? <img src={src} alt={alt} /> : (icon ?? children)}
    </span>
  );
}
