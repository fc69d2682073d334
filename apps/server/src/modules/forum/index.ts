import type { PortalModule } from "../../platform/http/portal-module.ts";
import { forumBoardManagementRoutes } from "./board-management-routes.ts";
import { forumBoardRoutes } from "./board-routes.ts";
import { forumBountySweep } from "./bounty-sweep.ts";
import { forumDigestSweep } from "./digest-sweep.ts";
import { forumFollowRoutes } from "./follow-routes.ts";
import { forumMessages } from "./messages.ts";
import { forumPostManagementRoutes } from "./post-management-routes.ts";
import { forumPostRoutes } from "./post-routes.ts";
import { forumReplyRoutes } from "./reply-routes.ts";

/**
 * The forum module as app.ts registers it: boards, posts, replies, votes, follows (of posts,
 * boards and members, with their notices and daily digest), bounties and the active members.
 */
export const forumModule = {
  name: "forum",
  messages: forumMessages,
  plugins: [
    forumBoardRoutes,
    forumBoardManagementRoutes,
    forumPostRoutes,
    forumReplyRoutes,
    forumPostManagementRoutes,
    forumFollowRoutes,
    forumBountySweep,
    forumDigestSweep,
  ],
} as const satisfies PortalModule;
