import { LoginOutlined } from "@ant-design/icons";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { loginPathFor } from "../lib/redirect.ts";
import { Card } from "./card/Card.tsx";

/**
 * What a visitor sees where a page needs a member (apply for samples, send a request, report a
 * document): what signing in is for, and a button to sign in that comes back to this very page.
 */
export function SignInPrompt({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Card>
      <Result
        icon={<LoginOutlined aria-hidden />}
        title={title}
        subTitle={description}
        extra={
          <Button
            type="primary"
            href={`#${loginPathFor(`${location.pathname}${location.search}`)}`}
          >
            {t("common.signIn")}
          </Button>
        }
      />
    </Card>
  );
}
