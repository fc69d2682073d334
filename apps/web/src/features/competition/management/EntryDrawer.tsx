import type { CompetitionEntry } from "@portal/shared";
import { Descriptions, Drawer, Grid } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store.ts";
import { AttachmentList } from "../components/AttachmentList.tsx";
import { StateTag } from "../components/StateTag.tsx";
import "../competition.css";

/** One entry whole, for staff: the team, its members, the project, its files and the decision. */
export function EntryDrawer({ entry, onClose }: { entry: CompetitionEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const wide = Grid.useBreakpoint().md !== false;
  const time = (value: string | null) => (value ? new Date(value).toLocaleString(language) : "—");
  return (
    <Drawer
      open
      title={t("competition.management.details")}
      size={wide ? 640 : "100%"}
      onClose={onClose}
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t("competition.management.state")}>
          <StateTag state={entry.state} />
        </Descriptions.Item>
        {entry.reason ? (
          <Descriptions.Item label={t("competition.apply.reasonLabel")}>
            <span data-user-content>{entry.reason}</span>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t("competition.fields.teamName")}>
          <span data-user-content>{entry.teamName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t("competition.fields.projectName")}>
          <span data-user-content>{entry.projectName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t("competition.fields.moduleModel")}>
          <span data-user-content>{entry.moduleModel}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t("competition.management.contact")}>
          <span data-user-content>
            {[entry.contact?.nickname, entry.contact?.phone].filter(Boolean).join(" · ")}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t("competition.management.members")}>
          <span data-user-content>
            {entry.members
              .map((member) => (member.role ? `${member.name} (${member.role})` : member.name))
              .join(", ")}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t("competition.fields.description")}>
          <div className="competition-reason" data-user-content>
            {entry.description}
          </div>
        </Descriptions.Item>
        <Descriptions.Item label={t("competition.apply.attachments")}>
          <AttachmentList entryId={entry.id} attachments={entry.attachments} />
        </Descriptions.Item>
        <Descriptions.Item label={t("competition.management.submittedAt")}>
          {time(entry.submittedAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t("competition.management.decidedAt")}>
          {time(entry.decidedAt)}
        </Descriptions.Item>
      </Descriptions>
    </Drawer>
  );
}
