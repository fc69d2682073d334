import { Avatar } from "../../../components/avatar/Avatar.tsx";

/** A board's icon: its image when it has one, else the first letter of its name (in `lang`). */
export function BoardIcon({
  icon,
  name,
  lang,
  size = 44,
}: {
  icon: string | null;
  name: string;
  lang: string;
  size?: number;
}) {
  const image = icon && /^(\/|https:\/\/)/.test(icon) ? icon : undefined;
  return (
    <Avatar shape="square" size={size} src={image} className="forum-board-icon" alt="">
      {image ? null : <span lang={lang}>{Array.from(name)[0]}</span>}
    </Avatar>
  );
}
