import type { StatisticsUsersMessages } from "./zh-CN.ts";

export const statisticsUsersEnUS: StatisticsUsersMessages = {
  "statistics-users": {
    title: "Member statistics",
    subtitle:
      "Registrations, active members, sign-ins and check-ins by day (UTC dates), and the members registered in the range by area, field and title",
    refresh: "Refresh",
    loading: "Counting…",
    totals: {
      members: "Members",
      registered: "Registered",
      active: "Active members",
      logins: "Sign-ins",
      checkIns: "Check-ins",
    },
    totalsHelp: {
      members: "Accounts there are now (deleted ones left out)",
      active: "Members active on at least one day of the range, each counted once",
    },
    byDay: "By day",
    byDayChart: "Line chart of registrations, active members, sign-ins and check-ins by day",
    byDayEmpty: "Nobody registered, signed in or checked in during this range",
    day: "Day",
    byArea: "By area",
    byAreaChart: "Bar chart of the members registered by area",
    byField: "By field",
    byFieldChart: "Pie chart of the members registered by field",
    byTitle: "By title",
    byTitleChart: "Pie chart of the members registered by title",
    noneRegistered: "No member registered during this range",
    area: "Area",
    field: "Field",
    titleColumn: "Title",
    count: "Members",
    share: "Share",
    notGiven: "Not given",
    titles: {
      engineer: "Certified engineer",
      ordinary: "Ordinary member",
    },
  },
};
