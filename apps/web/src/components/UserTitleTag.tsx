import { CrownFilled, SafetyCertificateFilled } from "@ant-design/icons";
import type { MemberTitle } from "@portal/shared";
import { Tag } from "antd";

/**
 * The title beside a member's name (spec section 3), in the words the server answers in the
 * reader's language: a certified engineer in blue with a check, an honorary title in gold.
 * Ordinary members show nothing: a tag on nearly every name would say nothing.
 */
export function UserTitleTag({ title }: { title: MemberTitle }) {
  switch (title.kind) {
    case "engineer":
      return (
        <Tag color="blue" icon={<SafetyCertificateFilled aria-hidden />} data-title-kind="engineer">
          {title.name}
        </Tag>
      );
    case "honorary":
      return (
        <Tag color="gold" icon={<CrownFilled aria-hidden />} data-title-kind="honorary">
          {title.name}
        </Tag>
      );
    case "ordinary":
      return null;
  }
}
