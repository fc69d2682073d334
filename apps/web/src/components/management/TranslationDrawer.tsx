import { type Language, languages } from "@portal/shared";
import { Alert, App, Button, Drawer, Form, Grid, Popconfirm, Skeleton, Space, Tabs } from "antd";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../lib/feedback.ts";
import { LoadFailure } from "../LoadFailure.tsx";
import { TranslationStateTags } from "./TranslationStateTags.tsx";

/** What the server answers for a record's versions in other languages (`translationsAnswer`). */
export type TranslationsRecord<Fields> = {
  originalLanguage: Language;
  translations: {
    language: Language;
    fields: Fields;
    outOfDate: boolean;
    version: number;
    updatedAt: string;
  }[];
  convertedToTraditional: Fields | null;
};

export type TranslationsQuery<Fields> = {
  data: TranslationsRecord<Fields> | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/** How a kind's drawer saves and deletes one language's version. */
export type TranslationWrites<Fields> = {
  save: (language: Language, version: number, fields: Fields) => Promise<unknown>;
  remove: (language: Language) => Promise<unknown>;
  saving: boolean;
};

/**
 * The language tabs of a record: one tab for each language but the original's, marked written,
 * out of date or missing. Each tab is a form of the kind's fields (`renderFields`) saved on its
 * own; a zh-TW one can start from the Simplified version converted to Traditional. Closing it
 * with words typed and not saved in a tab asks first, as the original's form does.
 */
export function TranslationDrawer<Fields extends object>({
  title,
  record,
  emptyFields,
  writes,
  renderFields,
  onClosed,
}: {
  title: ReactNode;
  record: TranslationsQuery<Fields>;
  emptyFields: Fields;
  writes: TranslationWrites<Fields>;
  renderFields: (language: Language) => ReactNode;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  // Each tab's answer to "are there words typed and not saved?", by language.
  const unsavedChecks = useRef(new Map<Language, () => boolean>());

  function requestClose() {
    if (![...unsavedChecks.current.values()].some((unsaved) => unsaved())) {
      onClosed();
      return;
    }
    modal.confirm({
      title: t("common.management.discardTitle"),
      content: t("common.management.discardContent"),
      okText: t("common.management.discard"),
      cancelText: t("common.management.keepEditing"),
      okButtonProps: { danger: true },
      onOk: onClosed,
    });
  }

  let body: ReactNode;
  if (record.isError) {
    body = (
      <LoadFailure
        title={t("common.management.formLoadFailed")}
        error={record.error}
        onRetry={() => void record.refetch()}
      />
    );
  } else if (!record.data) {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  } else {
    const stored = record.data;
    body = (
      <>
        <Space wrap className="translation-original">
          {t("translation.original", {
            language: t(`translation.languageNames.${stored.originalLanguage}`),
          })}
          <TranslationStateTags
            originalLanguage={stored.originalLanguage}
            translations={stored.translations}
          />
        </Space>
        <Tabs
          items={languages
            .filter((language) => language !== stored.originalLanguage)
            .map((language) => {
              const written = stored.translations.find(
                (translation) => translation.language === language,
              );
              return {
                key: language,
                label: t(`translation.languageNames.${language}`),
                children: (
                  <TranslationPane<Fields>
                    // A saved version starts the form again from what is stored.
                    key={`${language}-${written?.version ?? 0}`}
                    language={language}
                    originalLanguage={stored.originalLanguage}
                    written={written}
                    converted={language === "zh-TW" ? stored.convertedToTraditional : null}
                    emptyFields={emptyFields}
                    writes={writes}
                    unsavedChecks={unsavedChecks.current}
                  >
                    {renderFields(language)}
                  </TranslationPane>
                ),
              };
            })}
        />
      </>
    );
  }
  return (
    <Drawer
      open
      onClose={requestClose}
      title={title}
      size={screens.md ? 960 : "100%"}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}

function TranslationPane<Fields extends object>({
  language,
  originalLanguage,
  written,
  converted,
  emptyFields,
  writes,
  unsavedChecks,
  children,
}: {
  language: Language;
  originalLanguage: Language;
  written: TranslationsRecord<Fields>["translations"][number] | undefined;
  converted: Fields | null;
  emptyFields: Fields;
  writes: TranslationWrites<Fields>;
  /** Where the tab tells the drawer whether it holds words not saved yet. */
  unsavedChecks: Map<Language, () => boolean>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  // Words typed or started from the conversion since the last save.
  const unsaved = useRef(false);
  useEffect(() => {
    unsavedChecks.set(language, () => unsaved.current);
    return () => {
      unsavedChecks.delete(language);
    };
  }, [unsavedChecks, language]);
  const languageName = t(`translation.languageNames.${language}`);

  async function save() {
    let values: Fields;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await writes.save(language, written?.version ?? 0, values);
      unsaved.current = false;
      showSuccess(t("translation.saved", { language: languageName }));
    } catch {
      // The HTTP client has shown why (a stale version says to reload).
    }
  }

  const fallback =
    language === "zh-TW" && converted
      ? t("translation.fallbackConverted")
      : t("translation.fallbackOriginal", {
          language: t(`translation.languageNames.${originalLanguage}`),
        });
  return (
    <Form<Fields>
      form={form}
      layout="vertical"
      initialValues={(written?.fields ?? emptyFields) as Parameters<typeof form.setFieldsValue>[0]}
      className="translation-form"
      onValuesChange={() => {
        unsaved.current = true;
      }}
      aria-label={languageName}
      // Field ids start with the language: one label per field across the tabs.
      name={`translation-${language}`}
    >
      {written?.outOfDate ? (
        <Alert type="warning" showIcon message={t("translation.outOfDateHint")} />
      ) : written ? null : (
        <Alert
          type="info"
          showIcon
          message={t("translation.missingHint", { language: languageName, fallback })}
        />
      )}
      {children}
      <Space wrap className="translation-actions">
        {converted ? (
          <Button
            onClick={() => {
              form.setFieldsValue(converted as Parameters<typeof form.setFieldsValue>[0]);
              unsaved.current = true;
            }}
          >
            {t("translation.startFromConverted")}
          </Button>
        ) : null}
        <Button type="primary" loading={writes.saving} onClick={() => void save()}>
          {t("translation.save", { language: languageName })}
        </Button>
        {written ? (
          <Popconfirm
            title={t("translation.deleteQuestion", { language: languageName })}
            okText={t("common.management.delete")}
            okButtonProps={{ danger: true }}
            cancelText={t("common.cancel")}
            onConfirm={async () => {
              try {
                await writes.remove(language);
                showSuccess(t("translation.deleted", { language: languageName }));
              } catch {
                // The HTTP client has shown why.
              }
            }}
          >
            <Button danger>{t("translation.delete", { language: languageName })}</Button>
          </Popconfirm>
        ) : null}
      </Space>
    </Form>
  );
}
