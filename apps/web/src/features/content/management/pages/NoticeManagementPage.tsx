import { TextManagementPage } from "../components/TextManagementPage.tsx";

/** /server/notice: notices. */
export function NoticeManagementPage() {
  return <TextManagementPage section="notice" />;
}
