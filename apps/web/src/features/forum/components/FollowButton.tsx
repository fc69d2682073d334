import { CheckOutlined, PlusOutlined } from "@ant-design/icons";
import type { FollowTargetType } from "@portal/shared";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useAppStore } from "../../../lib/app-store.ts";
import { useFollowState, useSetFollow } from "../api.ts";

/**
 * Follow or unfollow a member, a board or a post. The state comes from `oneFocusOn`; a visitor
 * who is not signed in is taken to sign in and brought back. `count`, when given, is shown
 * beside the label (a post's followers).
 */
export function FollowButton({
  targetType,
  targetId,
  count,
  size,
}: {
  targetType: FollowTargetType;
  targetId: number;
  count?: number;
  size?: "small" | "middle" | "large";
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppStore((state) => state.token !== null);
  const state = useFollowState(targetType, targetId);
  const change = useSetFollow(targetType, targetId);
  const following = state.data?.following ?? false;
  const label = following ? t("forum.follow.following") : t("forum.follow.follow");
  return (
    <Button
      size={size}
      type={following ? "default" : "primary"}
      ghost={!following}
      icon={following ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
      aria-pressed={following}
      title={following ? t("forum.follow.unfollowHint") : undefined}
      loading={change.isPending || (signedIn && state.isPending)}
      onClick={() => {
        if (!signedIn) {
          const here = `${location.pathname}${location.search}`;
          void navigate(`/login?redirect=${encodeURIComponent(here)}`);
          return;
        }
        change.mutate(!following);
      }}
    >
      {count === undefined ? label : `${label} ${count}`}
    </Button>
  );
}
