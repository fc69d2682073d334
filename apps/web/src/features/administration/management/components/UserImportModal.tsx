import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { type ImportRowProblem, userImportLimits } from "@portal/shared";
import { Alert, Button, Modal, Progress, Space, Table, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";
import { HttpError } from "../../../../lib/http.ts";
import { downloadUserImportTemplate, useImportUsers } from "../../api.ts";

/** Why an import was refused: the server's words and, when it names them, the bad rows. */
type Refusal = { message: string; rows: ImportRowProblem[] };

function isRowProblems(data: unknown): data is ImportRowProblem[] {
  return Array.isArray(data) && data.every((item) => typeof item?.row === "number");
}

/** The user import: the template to fill in, the upload with its progress, the bad rows. */
export function UserImportModal({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const importUsers = useImportUsers();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function send(file: File) {
    setRefusal(null);
    setProgress(0);
    try {
      const { imported } = await importUsers.mutateAsync({ file, onProgress: setProgress });
      showSuccess(t("administration.import.done", { count: imported }));
      onClosed();
    } catch (error) {
      setProgress(null);
      if (error instanceof HttpError) {
        setRefusal({ message: error.msg, rows: isRowProblems(error.data) ? error.data : [] });
      } else {
        setRefusal({ message: t("administration.loadFailed"), rows: [] });
      }
    }
  }

  return (
    <Modal
      open
      title={t("administration.import.title")}
      footer={null}
      onCancel={onClosed}
      destroyOnHidden
      width={640}
    >
      <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
        <p>{t("administration.import.hint", { max: userImportLimits.maxRows })}</p>
        <Space wrap>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => void downloadUserImportTemplate()}
          >
            {t("administration.import.template")}
          </Button>
          <Upload
            accept=".xlsx"
            maxCount={1}
            showUploadList={false}
            disabled={importUsers.isPending}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <Button
              type="primary"
              icon={<UploadOutlined aria-hidden />}
              loading={importUsers.isPending}
            >
              {t("administration.import.choose")}
            </Button>
          </Upload>
        </Space>
        {progress === null ? null : (
          <Progress percent={progress} aria-label={t("administration.import.progress")} />
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
                  { title: t("administration.import.row"), dataIndex: "row" },
                  { title: t("administration.import.column"), dataIndex: "field" },
                  { title: t("administration.import.reason"), dataIndex: "message" },
                ]}
              />
            ) : null}
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
