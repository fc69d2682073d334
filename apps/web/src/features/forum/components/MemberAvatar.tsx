import { UserOutlined } from "@ant-design/icons";
import { Avatar } from "../../../components/avatar/Avatar.tsx";

/** A member's picture, else a figure (their name is beside it). */
export function MemberAvatar({
  url,
  size = 32,
}: {
  url: string | null | undefined;
  size?: number;
}) {
  return url ? (
    <Avatar src={url} size={size} alt="" />
  ) : (
    <Avatar size={size} icon={<UserOutlined aria-hidden />} />
  );
}
