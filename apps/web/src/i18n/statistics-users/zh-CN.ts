import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of the member statistics page: the reference. */
export const statisticsUsersZhCN = {
  "statistics-users": {
    title: "会员统计",
    subtitle:
      "注册、活跃、登录和签到按天统计（UTC 日期），以及所选时间内注册会员的地区、行业和称号分布",
    refresh: "刷新",
    loading: "正在统计…",
    totals: {
      members: "会员总数",
      registered: "新注册",
      active: "活跃会员",
      logins: "登录次数",
      checkIns: "签到次数",
    },
    totalsHelp: {
      members: "现有账号（已删除的不计）",
      active: "所选时间内至少活跃一天的会员，每人计一次",
    },
    byDay: "按天",
    byDayChart: "按天的注册、活跃、登录和签到折线图",
    byDayEmpty: "所选时间内没有人注册、登录或签到",
    day: "日期",
    byArea: "按地区",
    byAreaChart: "新注册会员按地区的条形图",
    byField: "按行业",
    byFieldChart: "新注册会员按行业的饼图",
    byTitle: "按称号",
    byTitleChart: "新注册会员按称号的饼图",
    noneRegistered: "所选时间内没有新注册的会员",
    area: "地区",
    field: "行业",
    titleColumn: "称号",
    count: "人数",
    share: "占比",
    notGiven: "未填写",
    titles: {
      engineer: "认证工程师",
      ordinary: "普通会员",
    },
  },
};

export type StatisticsUsersMessages = DeepStrings<typeof statisticsUsersZhCN>;
