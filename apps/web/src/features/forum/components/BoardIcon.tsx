import { Avatar } from "antd";

/** A board's icon: its image when it has one, else the first letter of its name. */
export function BoardIcon({
  icon,
  name,
  size = 44,
}: {
  icon: string | null;
  name: string;
  size?: number;
}) {
  const image = icon && /^(\/|https:\/\/)/.test(icon) ? icon : undefined;
  return (
    <Avatar shape="square" size={size} src={image} className="forum-board-icon" alt="">
      {image ? null : Array.from(name)[0]}
    </Avatar>
  );
}
