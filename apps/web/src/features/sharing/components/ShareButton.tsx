import { LinkOutlined, ShareAltOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, showSuccess } from "../../../lib/feedback.ts";
import { lazyPopup } from "../../../lib/lazy-popup.tsx";
import { useWeChatShareSignature } from "../api.ts";
import { configureWeChatShare, isWeChatBrowser } from "../wechat-sdk.ts";

// Only WeChat's browser shows the hint's popover (with antd's tooltip and trigger): it is
// fetched there, not on every page with a share button.
const WeChatShareHint = lazyPopup(() =>
  import("./WeChatShareHint.tsx").then((module) => module.WeChatShareHint),
);

/**
 * Copies with the Clipboard API where the page is a secure context, else through a selected
 * text field: the portal is often served over plain HTTP on a LAN, where the API is missing.
 */
async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): the text field below may still work.
    }
  }
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.style.position = "fixed";
  field.style.opacity = "0";
  document.body.append(field);
  field.select();
  try {
    return document.execCommand("copy");
  } finally {
    field.remove();
  }
}

type ShareButtonProps = {
  title: string;
  /** What WeChat shows under the title; the title again when the page has nothing shorter. */
  description?: string | null;
  /** A picture of the page (relative or absolute), when it has one. */
  image?: string | null;
};

/**
 * Shares the page being read. In WeChat's browser it fills in what WeChat's own share menu
 * sends (title, description, link, picture) through the JS-SDK and says where that menu is;
 * hidden there when the portal has no WeChat account or WeChat refused. Elsewhere it copies
 * the page's link.
 */
export function ShareButton({ title, description, image }: ShareButtonProps) {
  const { t } = useTranslation();
  const inWeChat = isWeChatBrowser(navigator.userAgent);
  const [page] = window.location.href.split("#");
  const signature = useWeChatShareSignature(page ?? "", inWeChat);
  const [weChatFailed, setWeChatFailed] = useState(false);

  useEffect(() => {
    if (!signature.data) return;
    configureWeChatShare(signature.data, {
      title,
      desc: description || title,
      link: window.location.href,
      // WeChat shows its own placeholder without a picture (the site's icon is an SVG it cannot).
      imgUrl: image ? new URL(image, window.location.href).href : "",
    }).catch(() => setWeChatFailed(true));
  }, [signature.data, title, description, image]);

  if (inWeChat) {
    if (signature.isError || weChatFailed) return null;
    const button = (
      <Button icon={<ShareAltOutlined />} loading={signature.isPending} data-testid="share-button">
        {t("sharing.share")}
      </Button>
    );
    return <WeChatShareHint>{button}</WeChatShareHint>;
  }

  const copyLink = async () => {
    const link = window.location.href;
    if (await copyText(link)) showSuccess(t("sharing.copied"));
    else showError(t("sharing.copyFailed", { link }));
  };
  return (
    <Button icon={<LinkOutlined />} onClick={() => void copyLink()} data-testid="share-button">
      {t("sharing.copyLink")}
    </Button>
  );
}
