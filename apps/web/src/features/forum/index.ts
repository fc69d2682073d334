/** What other features use of the forum: the follow button and lists for the personal page. */

export { useMemberActivity } from "./api.ts";
export { FollowButton } from "./components/FollowButton.tsx";
export { FollowersList } from "./components/FollowersList.tsx";
export { FollowingLists } from "./components/FollowingLists.tsx";
export { MemberPostsList, MemberRepliesList } from "./components/MemberActivityLists.tsx";
