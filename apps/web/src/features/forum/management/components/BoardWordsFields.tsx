import { forumLimits } from "@portal/shared";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";

/**
 * A board's name and description: as written (`original`, Simplified Chinese, in the board's
 * form) or in another language (a tab of its languages drawer, where English runs longer).
 */
export function BoardWordsFields({ original }: { original: boolean }) {
  const { t } = useTranslation();
  const words = (key: string) => t(`forum-management.boards.${key}`);
  const nameLabel = words(original ? "name" : "versionName");
  return (
    <>
      <Form.Item
        name="name"
        label={nameLabel}
        extra={original ? words("originalHint") : undefined}
        rules={[
          requiredRule(t, "forum-management.common.fill", { field: nameLabel }),
          maxLengthRule(
            t,
            original ? forumLimits.boardNameMaxLength : forumLimits.boardNameEnMaxLength,
          ),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        label={words(original ? "description" : "versionDescription")}
        rules={[
          maxLengthRule(
            t,
            original
              ? forumLimits.boardDescriptionMaxLength
              : forumLimits.boardDescriptionEnMaxLength,
          ),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}
