import type { CommunityMessages } from "./zh-CN.ts";

export const communityEnUS: CommunityMessages = {
  community: {
    personInfo: {
      deleted: "This account no longer exists",
      notFound: "This user does not exist or has left",
      loadFailed: "Could not load this user's profile",
      unnamed: "User {{id}}",
      company: "Company",
      area: "Region",
      field: "Industry",
      phone: "Mobile",
      joined: "Joined",
      noSignature: "Nothing written here yet",
      points: "Points",
      followers: "Followers",
      following: "Following",
      medals: "Medals",
      noMedals: "No medals yet",
      tabs: {
        posts: "Posts",
        replies: "Replies",
        adopted: "Adopted answers",
        following: "Following",
        followers: "Followers",
      },
    },
  },
};
