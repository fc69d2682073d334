import type { CommunityMessages } from "./zh-CN.ts";

export const communityZhTW: CommunityMessages = {
  community: {
    personInfo: {
      deleted: "此帳號已不存在",
      notFound: "該使用者不存在或已註銷",
      loadFailed: "無法載入該使用者的資料",
      unnamed: "使用者 {{id}}",
      company: "公司",
      area: "地區",
      field: "產業",
      phone: "手機",
      joined: "加入時間",
      noSignature: "這個人很懶，什麼都沒有留下",
      points: "積分",
      followers: "粉絲",
      following: "關注",
      medals: "勳章",
      noMedals: "還沒有獲得勳章",
      tabs: {
        posts: "帖子",
        replies: "回覆",
        adopted: "被採納的回答",
        following: "我的關注",
        followers: "粉絲",
      },
    },
  },
};
