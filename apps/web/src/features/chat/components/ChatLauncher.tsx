import { CustomerServiceOutlined } from "@ant-design/icons";
import { Button, Spin } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import "./chat-launcher.css";

// The panel and the socket client load on the first click, never with the page.
const VisitorPanel = lazy(() =>
  import("./VisitorPanel.tsx").then((module) => ({ default: module.VisitorPanel })),
);

/** The online consultation button of every public page, and the panel it opens. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A round button where antd's FloatButton stood: FloatButton brings its Badge and
          Tooltip into every public page's first load. */}
      <Button
        type="primary"
        shape="circle"
        size="large"
        className="chat-launcher-button"
        icon={<CustomerServiceOutlined />}
        title={t("chat.launcher")}
        aria-label={t("chat.launcher")}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      />
      {open ? (
        <div className="chat-launcher-panel">
          <Suspense fallback={<Spin />}>
            <VisitorPanel onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
