import type { StatisticsUsersMessages } from "./zh-CN.ts";

export const statisticsUsersZhTW: StatisticsUsersMessages = {
  "statistics-users": {
    title: "會員統計",
    subtitle:
      "註冊、活躍、登入和簽到按天統計（UTC 日期），以及所選時間內註冊會員的地區、行業和稱號分佈",
    refresh: "重新整理",
    loading: "正在統計…",
    totals: {
      members: "會員總數",
      registered: "新註冊",
      active: "活躍會員",
      logins: "登入次數",
      checkIns: "簽到次數",
    },
    totalsHelp: {
      members: "現有帳號（已刪除的不計）",
      active: "所選時間內至少活躍一天的會員，每人計一次",
    },
    byDay: "按天",
    byDayChart: "按天的註冊、活躍、登入和簽到折線圖",
    byDayEmpty: "所選時間內沒有人註冊、登入或簽到",
    day: "日期",
    byArea: "按地區",
    byAreaChart: "新註冊會員按地區的長條圖",
    byField: "按行業",
    byFieldChart: "新註冊會員按行業的圓餅圖",
    byTitle: "按稱號",
    byTitleChart: "新註冊會員按稱號的圓餅圖",
    noneRegistered: "所選時間內沒有新註冊的會員",
    area: "地區",
    field: "行業",
    titleColumn: "稱號",
    count: "人數",
    share: "佔比",
    notGiven: "未填寫",
    titles: {
      engineer: "認證工程師",
      ordinary: "一般會員",
    },
  },
};
