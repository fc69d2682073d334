import { formatDate, type TextDetail } from "@portal/shared";
import { Alert, Skeleton, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Breadcrumbs } from "../../../components/Breadcrumbs.tsx";
import { Card } from "../../../components/card/Card.tsx";
import { LocalizationNote } from "../../../components/LocalizationNote.tsx";
import { RichContent } from "../../../components/rich-content/RichContent.tsx";
import { lazySection } from "../../../lib/lazy-section.tsx";
import { listPathOf } from "../content-paths.ts";
import { TextActions } from "./TextActions.tsx";
import { VideoPlayer } from "./VideoPlayer.tsx";

// Below the text, out of a phone's first screen: its code comes once the text has drawn.
const CommentSection = lazySection(
  () => import("./CommentSection.tsx").then((m) => m.CommentSection),
  <Skeleton active avatar />,
);

/**
 * A text as readers see it: title, date, the video of a school video, the body; then reads,
 * likes, collections and comments. A preview shows the same article without them (a draft
 * cannot be liked or commented yet).
 */
export function TextReader({ text, preview = false }: { text: TextDetail; preview?: boolean }) {
  const { t, i18n } = useTranslation();
  const single = text.type === "page";
  return (
    <div className="page-container page-narrow text-reader">
      {preview ? (
        <Alert
          className="text-preview-banner"
          type="info"
          showIcon
          message={t("content.preview.banner")}
        />
      ) : null}
      {single ? null : (
        <Breadcrumbs
          className="text-breadcrumb"
          items={[
            { key: "home", title: <Link to="/home">{t("routes.home")}</Link> },
            {
              key: "list",
              title: <Link to={listPathOf(text.type)}>{t(`content.types.${text.type}`)}</Link>,
            },
          ]}
        />
      )}
      <Card>
        <article lang={text.localization.language}>
          <header className="text-header">
            <h1>{text.title}</h1>
            <LocalizationNote localization={text.localization} />
            {single ? null : (
              <div className="text-muted text-header-meta">
                <Tag lang={i18n.language}>{t(`content.types.${text.type}`)}</Tag>
                {text.category ? <Tag>{text.category}</Tag> : null}
                {text.status === "draft" ? (
                  <Tag color="orange">{t("content.preview.draft")}</Tag>
                ) : null}
                {text.publishedAt ? <span>{formatDate(text.publishedAt)}</span> : null}
                {text.authorName ? <span>{text.authorName}</span> : null}
              </div>
            )}
          </header>
          {text.type === "schoolVideo" ? (
            <VideoPlayer url={text.videoUrl} poster={text.cover} />
          ) : null}
          <RichContent html={text.content} />
        </article>
        {preview || single ? null : <TextActions text={text} />}
      </Card>
      {preview || single ? null : (
        <Card className="text-comments">
          <CommentSection textId={text.id} count={text.commentCount} />
        </Card>
      )}
    </div>
  );
}
