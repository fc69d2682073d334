import type { DocumentType, ProductType } from "@portal/shared";
import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of the subscription pages: the reference. */
export const subscriptionZhCN = {
  subscription: {
    title: "我的订阅",
    intro: "订阅产品和文档类型：有新版本文档或产品公告时，消息中心会通知你，也可以同时发邮件。",
    products: "产品",
    productsPlaceholder: "搜索型号或名称，选择产品",
    productsHint: "所选产品有新版本文档或新公告时通知你",
    noProducts: "没有可订阅的产品",
    documentTypes: "文档类型",
    documentTypesHint:
      "不选类型：所选产品的所有文档都通知；选了类型：只通知这些类型，以及不属于任何产品的这些类型的通用文档",
    email: "同时发送邮件",
    emailTo: "发送到 {{address}}",
    noEmailAddress: "你的账号还没有邮箱，邮件无法送达。",
    addEmail: "去填写邮箱",
    save: "保存订阅",
    saved: "订阅已保存",
    nothingChosen: "还没有订阅任何内容",
    unsubscribeAll: "一键退订全部",
    unsubscribedAll: "已退订全部内容，不会再收到订阅通知。",
    undo: "撤销",
    restored: "已恢复之前的订阅",
    loadFailed: "订阅加载失败",
    signInTitle: "登录后订阅",
    signInDescription: "登录后可以订阅产品和文档类型，第一时间收到文档更新和产品公告。",
    types: {
      datasheet: "规格书",
      hardwareDesign: "硬件设计指南",
      atCommands: "AT 指令手册",
      firmware: "固件",
      certification: "认证证书",
      applicationNote: "应用笔记",
      softwareTool: "软件工具",
      other: "其他",
    } satisfies Record<DocumentType, string>,
    productTypes: {
      "2G": "2G 模组",
      "4G": "4G 模组",
      "NB-IoT": "NB-IoT 模组",
      "5G": "5G 模组",
      devBoard: "开发板",
      terminal: "终端",
    } satisfies Record<ProductType, string>,
    unsubscribe: {
      title: "退订通知",
      description: "退订后将不再收到任何产品和文档的订阅通知（消息和邮件）。",
      confirm: "退订全部",
      done: "已退订",
      doneDescription: "你不会再收到订阅通知。想重新订阅，随时可以回到订阅页。",
      backToSubscribe: "去订阅页",
      invalidTitle: "退订链接无效",
      invalidDescription: "这个链接不完整或已失效。登录后可以在订阅页管理你的订阅。",
      failed: "退订失败",
    },
  },
};

export type SubscriptionMessages = DeepStrings<typeof subscriptionZhCN>;
