import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of the whitelist feature: the reference; the other languages have its keys. */
export const whitelistZhCN = {
  whitelist: {
    title: "白名单",
    subtitle: "白名单中的用户，以及管理员关联到白名单公司的成员，在有效期内可以下载白名单级文档",
    create: "添加",
    createTitle: "添加到白名单",
    editTitle: "编辑白名单记录",
    filters: "筛选白名单",
    searchPlaceholder: "手机号 / 昵称 / 公司",
    user: "用户",
    userRequired: "请选择用户",
    userSearch: "输入手机号或昵称搜索",
    validUntil: "有效期至",
    forever: "长期有效",
    expired: "已过期",
    note: "备注",
    kind: "类型",
    kinds: {
      user: "用户",
      company: "公司",
    },
    addKind: "添加",
    companyName: "公司名称",
    companyRequired: "请输入公司名称",
    companyHint:
      "公司记录本身不开放下载：保存后在“成员”中添加该公司的用户。用户在个人资料中填写的公司名称不作为依据。",
    deleteCompanyConfirm: "将公司“{{company}}”移出白名单？其成员将不能再下载白名单文档。",
    userSearchHint: "至少输入 1 个字符",
    noCandidates: "没有匹配的用户",
    importOpen: "导入",
    importTitle: "导入白名单",
    importHint:
      "下载模板，每行填写一个手机号或一个公司名称（最多 {{max}} 行），日期格式 YYYY-MM-DD，当天有效至 24 时（北京时间）。添加公司成员时，每行填写公司名称和最后一列的成员手机号，不填日期和备注。任何一行有误时不导入任何记录，并列出每个错误行。",
    importDone_one: "已导入 {{count}} 行",
    importDone_other: "已导入 {{count}} 行",
    deleteConfirm: "将 {{phone}} 移出白名单？其将不能再下载白名单文档。",
    membersOpen: "成员（{{count}}）",
    membersTitle: "{{company}} 的成员",
    membersHint: "只有这里列出的用户能凭该公司在有效期内下载白名单文档，由管理员添加。",
    memberPick: "添加成员",
    memberAdd: "添加",
    memberAdded: "已添加成员",
    memberAlready: "该用户已是成员",
    membersEmpty: "暂无成员：添加成员之前，没有人能凭该公司下载",
    profileCompany: "资料中的公司",
    addedAt: "添加时间",
    memberRemove: "移除",
    memberRemoveConfirm: "将 {{name}} 移出“{{company}}”？其将不能再凭该公司下载白名单文档。",
    memberRemoved: "已移除成员",
    phone: "手机号",
    nickname: "昵称",
    company: "公司",
  },
};

export type WhitelistMessages = DeepStrings<typeof whitelistZhCN>;
