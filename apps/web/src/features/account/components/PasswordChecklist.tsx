import { CheckCircleFilled, CloseCircleOutlined } from "@ant-design/icons";
import { passwordProblems } from "@portal/shared";
import { useTranslation } from "react-i18next";
import "../account.css";

const rules = [
  {
    label: "account.passwordRules.length",
    failedBy: ["validation.password.tooShort", "validation.password.tooLong"],
  },
  { label: "account.passwordRules.classes", failedBy: ["validation.password.classes"] },
  { label: "account.passwordRules.weak", failedBy: ["validation.password.weak"] },
  { label: "account.passwordRules.phone", failedBy: ["validation.password.containsPhone"] },
] as const;

/** Live state of each password rule, computed by the shared passwordProblems(). */
export function PasswordChecklist({
  password,
  phone,
}: {
  password: string;
  phone?: string | null;
}) {
  const { t } = useTranslation();
  const problems = new Set(passwordProblems(password, phone || undefined));
  const typed = password.length > 0;
  return (
    <ul
      className="password-checklist"
      aria-label={t("account.passwordRules.title")}
      aria-live="polite"
    >
      {rules.map((rule) => {
        const passed = typed && !rule.failedBy.some((key) => problems.has(key));
        const state = passed ? "passed" : typed ? "failed" : "pending";
        return (
          <li key={rule.label} className={`password-rule password-rule-${state}`}>
            {/* The state in words too, not only by colour and icon shape. */}
            {passed ? (
              <CheckCircleFilled aria-label={t("account.passwordRules.met")} />
            ) : (
              <CloseCircleOutlined aria-label={t("account.passwordRules.notMet")} />
            )}
            <span>{t(rule.label)}</span>
          </li>
        );
      })}
    </ul>
  );
}
