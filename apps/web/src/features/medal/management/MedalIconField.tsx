import { medalIconMimeTypes, medalLimits } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { ImageUploadButton } from "../../../components/management/ImageUploadButton.tsx";
import { uploadMedalIcon } from "../api.ts";

/**
 * The medal's icon: uploaded with its progress and shown as members will see it. The form keeps
 * the address the server answered (an icon must be one this portal stored).
 */
export function MedalIconField({
  id,
  value,
  onChange,
  name,
}: {
  id?: string;
  value?: string;
  onChange?: (address: string) => void;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="medal-icon-field">
      {value ? (
        <img
          src={value}
          alt={t("medal.management.iconAlt", { name })}
          className="medal-icon-preview"
          width={64}
          height={64}
        />
      ) : (
        <span className="medal-icon-preview medal-icon-missing text-muted">
          {t("medal.management.noIcon")}
        </span>
      )}
      <div className="medal-icon-controls">
        <ImageUploadButton
          id={id}
          hasImage={Boolean(value)}
          mimeTypes={medalIconMimeTypes}
          maxBytes={medalLimits.iconMaxBytes}
          upload={uploadMedalIcon}
          onUploaded={(address) => onChange?.(address)}
          textsKey="medal.management"
        />
      </div>
    </div>
  );
}
