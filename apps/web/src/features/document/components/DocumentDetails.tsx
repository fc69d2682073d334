import type { DocumentItem } from "@portal/shared";
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
        <div className="document-description" lang={document.localization.language}>
          {document.description}
        </div>
      ) : null}
      <OlderVersions document={document} signedIn={signedIn} />
      <ChildDocuments document={document} signedIn={signedIn} />
    </div>
  );
}
