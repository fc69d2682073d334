import { Empty } from "antd";
import { useTranslation } from "react-i18next";
import { RichContent } from "../../../components/rich-content/RichContent.tsx";

const videoFile = /\.(mp4|webm|ogv)(\?|#|$)/i;

/**
 * A school video: an uploaded file in the HTML5 player, or an embedded player (sanitized like
 * rich text, so only the listed hosts play).
 */
export function VideoPlayer({ url, poster }: { url: string | null; poster: string | null }) {
  const { t } = useTranslation();
  if (!url) return <Empty description={t("content.detail.videoMissing")} />;
  if (url.startsWith("/") || videoFile.test(url)) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the videos carry no caption track yet
      <video
        className="video-player"
        src={url}
        poster={poster ?? undefined}
        controls
        preload="metadata"
      >
        {t("content.detail.videoUnsupported")}
      </video>
    );
  }
  return <RichContent html={`<iframe src="${encodeURI(url)}" allowfullscreen="true"></iframe>`} />;
}
