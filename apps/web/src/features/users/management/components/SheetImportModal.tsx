import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import type { ImportRowProblem } from "@portal/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { Alert, Button, Modal, Progress, Space, Table, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";
import { HttpError } from "../../../../lib/http.ts";

/** Why an import was refused: the server's words and, when it names them, the bad rows. */
type Refusal = { message: string; rows: ImportRowProblem[] };

function isRowProblems(data: unknown): data is ImportRowProblem[] {
  return Array.isArray(data) && data.every((item) => typeof item?.row === "number");
}

type SheetImport = UseMutationResult<
  { imported: number },
  Error,
  { file: File; onProgress: (percent: number) => void }
>;

/**
 * An all-or-nothing Excel import: the template to fill in, the upload with its progress, and
 * the bad rows the server names. The users page imports accounts with it, the whitelist page
 * (through the feature's index) its entries; its words are this feature's until the management
 * kit has words of its own for an import.
 */
export function SheetImportModal({
  title,
  hint,
  doneMessage,
  downloadTemplate,
  importSheet,
  onClosed,
}: {
  title: string;
  hint: string;
  doneMessage: (count: number) => string;
  downloadTemplate: () => Promise<unknown>;
  importSheet: SheetImport;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function send(file: File) {
    setRefusal(null);
    setProgress(0);
    try {
      const { imported } = await importSheet.mutateAsync({ file, onProgress: setProgress });
      showSuccess(doneMessage(imported));
      onClosed();
    } catch (error) {
      setProgress(null);
      if (error instanceof HttpError) {
        setRefusal({ message: error.msg, rows: isRowProblems(error.data) ? error.data : [] });
      } else {
        setRefusal({ message: t("common.loadFailed"), rows: [] });
      }
    }
  }

  return (
    <Modal open title={title} footer={null} onCancel={onClosed} destroyOnHidden width={640}>
      <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
        <p>{hint}</p>
        <Space wrap>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void downloadTemplate()}>
            {t("users.import.template")}
          </Button>
          <Upload
            accept=".xlsx"
            maxCount={1}
            showUploadList={false}
            disabled={importSheet.isPending}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <Button
              type="primary"
              icon={<UploadOutlined aria-hidden />}
              loading={importSheet.isPending}
            >
              {t("users.import.choose")}
            </Button>
          </Upload>
        </Space>
        {progress === null ? null : (
          <Progress percent={progress} aria-label={t("users.import.progress")} />
        )}
        {refusal ? (
          <>
            <Alert type="error" showIcon title={refusal.message} />
            {refusal.rows.length > 0 ? (
              <Table<ImportRowProblem>
                size="small"
                rowKey={(problem) => `${problem.row}-${problem.field}`}
                dataSource={refusal.rows}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  { title: t("users.import.row"), dataIndex: "row" },
                  { title: t("users.import.column"), dataIndex: "field" },
                  { title: t("users.import.reason"), dataIndex: "message" },
                ]}
              />
            ) : null}
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
