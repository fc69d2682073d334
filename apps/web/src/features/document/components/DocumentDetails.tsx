import type { DocumentItem } from "@portal/shared";
import { Typography } from "antd";
import { ChildDocuments } from "./ChildDocuments.tsx";
import { OlderVersions } from "./OlderVersions.tsx";
import "./document-details.css";

/** The opened row of a document: its description, older versions and child documents. */
export function DocumentDetails({
  document,
  signedIn,
}: {
  document: DocumentItem;
  signedIn: boolean;
}) {
  return (
    <div className="document-details">
      {document.description ? (
        <Typography.Paragraph
          className="document-description"
          lang={document.localization.language}
        >
          {document.description}
        </Typography.Paragraph>
      ) : null}
      <OlderVersions document={document} signedIn={signedIn} />
      <ChildDocuments document={document} signedIn={signedIn} />
    </div>
  );
}
