import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of live chat: the reference; the other languages have its keys. */
export const chatZhCN = {
  chat: {
    launcher: "在线咨询",
    panelTitle: "在线客服",
    close: "关闭",
    connecting: "正在连接客服…",
    disconnected: "连接已断开，正在重新连接…",
    offline: "客服暂时不在线，您可以留言，客服上线后会第一时间回复。",
    serving: "{{name}} 为您服务",
    placeholder: "请输入消息，Enter 发送，Shift+Enter 换行",
    send: "发送",
    emoji: "表情",
    sending: "发送中",
    failed: "未发送：{{reason}}",
    you: "我",
    visitorName: "访客 {{number}}",
    empty: "您好，请问有什么可以帮您？",
    image: "图片",
    file: "文件",
    sound: "语音",
    console: {
      title: "在线客服工作台",
      needsPermission: "您的账号没有客服权限，请使用客服账号登录。",
      signInAgain: "重新登录",
      chats: "会话",
      noChats: "暂无访客",
      pickChat: "请从左侧选择一个会话",
      online: "在线",
      offline: "离线",
      follow: "关注",
      unfollow: "取消关注",
      source: "来源页面：{{page}}",
      typing: "对方正在输入：{{text}}",
      goOffline: "下线",
      goOnline: "上线",
      agentOffline: "您已下线",
      newMessage: "{{name}} 发来新消息",
    },
    system: {
      newCustomer: "新客户接入（以上为历史记录）",
      reconnected: "客户已重新连接",
      disconnected: "客户已断开连接",
    },
    errorNotice: "消息未能发送",
  },
};

export type ChatTexts = DeepStrings<typeof chatZhCN>;
