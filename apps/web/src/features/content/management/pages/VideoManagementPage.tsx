import { TextManagementPage } from "../components/TextManagementPage.tsx";

/** /server/video: video tutorials. */
export function VideoManagementPage() {
  return <TextManagementPage section="video" />;
}
