import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Boards, posts, replies, votes, follows and bounties. */
export const forumMessages = {
  "forum.boardNotFound": { "zh-CN": "版块不存在", "en-US": "No such board", "zh-TW": "版塊不存在" },
  "forum.boardHasPosts": {
    "zh-CN": "版块下还有帖子，不能删除",
    "en-US": "The board still has posts and cannot be deleted",
    "zh-TW": "版塊下還有貼文，不能刪除",
  },
  "forum.moderatorNotFound": {
    "zh-CN": "版主账号不存在",
    "en-US": "A moderator's account does not exist",
    "zh-TW": "版主帳號不存在",
  },
  "forum.postNotFound": { "zh-CN": "帖子不存在", "en-US": "No such post", "zh-TW": "貼文不存在" },
  "forum.replyNotFound": { "zh-CN": "回复不存在", "en-US": "No such reply", "zh-TW": "回覆不存在" },
  "forum.notYours": {
    "zh-CN": "只有作者或版主可以这样做",
    "en-US": "Only the author or a moderator may do this",
    "zh-TW": "只有作者或版主可以這樣做",
  },
  "forum.notPublished": {
    "zh-CN": "帖子尚未发布",
    "en-US": "The post is not published",
    "zh-TW": "貼文尚未發佈",
  },
  "forum.postLocked": {
    "zh-CN": "帖子已锁定，不能回复",
    "en-US": "The post is locked: no new replies",
    "zh-TW": "貼文已鎖定，不能回覆",
  },
  "forum.alreadyAdopted": {
    "zh-CN": "这个问题已经采纳了答案",
    "en-US": "An answer has already been adopted",
    "zh-TW": "這個問題已經採納了答案",
  },
  "forum.adoptOwnReply": {
    "zh-CN": "不能采纳自己的回复",
    "en-US": "You cannot adopt your own reply",
    "zh-TW": "不能採納自己的回覆",
  },
  "forum.rewardNotHigher": {
    "zh-CN": "悬赏只能提高：当前为 {reward}",
    "en-US": "A bounty can only be raised: it is {reward} now",
    "zh-TW": "懸賞只能提高：目前為 {reward}",
  },
  "forum.unknownProduct": {
    "zh-CN": "关联的产品不存在或未发布",
    "en-US": "A linked product does not exist or is not published",
    "zh-TW": "關聯的產品不存在或未發佈",
  },
  "forum.templateRequired": {
    "zh-CN": "请填写“{label}”",
    "en-US": "Please fill in “{label}”",
    "zh-TW": "請填寫「{label}」",
  },
  "forum.newAccountDailyLimit": {
    "zh-CN": "新注册账号第一天最多发布 {limit} 个帖子",
    "en-US": "A new account may publish at most {limit} posts on its first day",
    "zh-TW": "新註冊帳號第一天最多發佈 {limit} 篇貼文",
  },
  "forum.newAccountNoLinks": {
    "zh-CN": "新注册账号第一天不能在帖子中添加链接",
    "en-US": "A new account may not add links on its first day",
    "zh-TW": "新註冊帳號第一天不能在貼文中加入連結",
  },
  "forum.newAccountNoAttachments": {
    "zh-CN": "新注册账号第一天不能上传附件",
    "en-US": "A new account may not attach files on its first day",
    "zh-TW": "新註冊帳號第一天不能上傳附件",
  },
  "forum.tooFast": {
    "zh-CN": "每分钟只能发布一个帖子，请 {seconds} 秒后再试",
    "en-US": "One post a minute: try again in {seconds} seconds",
    "zh-TW": "每分鐘只能發佈一篇貼文，請 {seconds} 秒後再試",
  },
  "forum.duplicateBody": {
    "zh-CN": "10 分钟内不能重复发布相同的内容",
    "en-US": "You posted the same text less than 10 minutes ago",
    "zh-TW": "10 分鐘內不能重複發佈相同的內容",
  },
  "forum.userNotFound": {
    "zh-CN": "用户不存在",
    "en-US": "No such member",
    "zh-TW": "使用者不存在",
  },
  "forum.followSelf": {
    "zh-CN": "不能关注自己",
    "en-US": "You cannot follow yourself",
    "zh-TW": "不能關注自己",
  },
  "forum.digestMailSubject": {
    "zh-CN": "关注动态日报：{posts} 个帖子有新动态",
    "en-US": "Your daily digest: news in {posts} posts",
    "zh-TW": "關注動態日報：{posts} 篇貼文有新動態",
  },
  "forum.digestMailIntro": {
    "zh-CN": "{nickname}，你关注的成员、版块和帖子昨天有这些新动态：",
    "en-US": "{nickname}, here is what happened yesterday in what you follow:",
    "zh-TW": "{nickname}，你關注的成員、版塊和貼文昨天有這些新動態：",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    forum: typeof forumMessages;
  }
}
