import type { ForumAuthor } from "@portal/shared";
import { Link } from "react-router";
import { UserTitleTag } from "../../../components/UserTitleTag.tsx";

/** An author's name, linked to their profile, with their title (engineer or honorary) beside it. */
export function AuthorName({ author }: { author: ForumAuthor }) {
  return (
    <span className="forum-author">
      <Link to={`/personinfo/${author.id}`} data-user-content>
        {author.nickname}
      </Link>
      <UserTitleTag title={author.memberTitle} />
    </span>
  );
}
