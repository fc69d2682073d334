import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { useWhitelistCandidates } from "../../api.ts";

/**
 * Picks an account through the whitelist's own lookup (masked phones) as one types, so a
 * whitelist manager needs no user administration. Takes `id`, `value` and `onChange` from a
 * Form.Item, or from its owner.
 */
export function WhitelistUserSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number;
  onChange?: (userId: number) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const keyword = useDebouncedValue(search.trim());
  const candidates = useWhitelistCandidates(keyword);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder={t("whitelist.userSearch")}
      loading={candidates.isFetching}
      notFoundContent={keyword ? t("whitelist.noCandidates") : t("whitelist.userSearchHint")}
      options={(candidates.data ?? []).map((user) => ({
        value: user.id,
        label: [user.maskedPhone, user.nickname, user.company].filter(Boolean).join(" · "),
      }))}
    />
  );
}
