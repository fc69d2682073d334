import { RichContent } from "../../../../components/rich-content/RichContent.tsx";
import "./forum-management.css";

/**
 * A post's or reply's body (a member's words, marked as such) as the moderator reads it before deciding: the articles' sanitized
 * renderer (the server sanitized it on save and on output; the browser does once more) in a
 * bounded box, so a long body does not push the decision buttons out of sight.
 */
export function ContentPreview({ html }: { html: string }) {
  return (
    <div className="forum-management-preview" data-user-content>
      <RichContent html={html} />
    </div>
  );
}
