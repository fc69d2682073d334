import {
  EyeOutlined,
  HeartFilled,
  HeartOutlined,
  StarFilled,
  StarOutlined,
} from "@ant-design/icons";
import type { TextDetail } from "@portal/shared";
import { Button, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useAppStore } from "../../../lib/app-store.ts";
import { loginPathFor } from "../../../lib/redirect.ts";
import { ShareButton } from "../../sharing/index.ts";
import { useCollectText, useLikeText } from "../api.ts";

/** Reads, likes, collections and the share of a text; signed-in readers may like and collect it. */
export function TextActions({ text }: { text: TextDetail }) {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useAppStore((state) => state.token !== null);
  const like = useLikeText();
  const collect = useCollectText();
  return (
    <div className="text-actions">
      <Space wrap size="middle">
        <span className="text-muted" data-testid="text-read-count">
          <EyeOutlined /> {t("content.detail.reads", { count: text.readCount })}
        </span>
        <Button
          icon={text.liked ? <HeartFilled /> : <HeartOutlined />}
          type={text.liked ? "primary" : "default"}
          disabled={!signedIn}
          loading={like.isPending}
          onClick={() => like.mutate(text.id)}
          data-testid="text-like"
        >
          {t(text.liked ? "content.detail.liked" : "content.detail.like")} {text.likeCount}
        </Button>
        <Button
          icon={text.collected ? <StarFilled /> : <StarOutlined />}
          type={text.collected ? "primary" : "default"}
          disabled={!signedIn}
          loading={collect.isPending}
          onClick={() => collect.mutate(text.id)}
        >
          {t(text.collected ? "content.detail.collected" : "content.detail.collect")}{" "}
          {text.collectCount}
        </Button>
        <ShareButton title={text.title} description={text.summary} image={text.cover} />
        {signedIn ? null : (
          <span className="text-muted">
            {t("content.detail.signInToAct")}{" "}
            <Link to={loginPathFor(location.pathname)}>{t("content.detail.signIn")}</Link>
          </span>
        )}
      </Space>
    </div>
  );
}
