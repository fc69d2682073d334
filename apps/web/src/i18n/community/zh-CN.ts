import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of the community feature: the reference; the other languages have its keys. */
export const communityZhCN = {
  community: {
    personInfo: {
      deleted: "该账号已不存在",
      notFound: "该用户不存在或已注销",
      loadFailed: "无法加载该用户的资料",
      unnamed: "用户 {{id}}",
      company: "公司",
      area: "地区",
      field: "行业",
      phone: "手机",
      joined: "加入时间",
      noSignature: "这个人很懒，什么都没有留下",
      points: "积分",
      followers: "粉丝",
      following: "关注",
      medals: "勋章",
      noMedals: "还没有获得勋章",
      tabs: {
        posts: "帖子",
        replies: "回复",
        adopted: "被采纳的回答",
        following: "我的关注",
        followers: "粉丝",
      },
    },
  },
};

export type CommunityMessages = DeepStrings<typeof communityZhCN>;
