import type { AuditMessages } from "./zh-CN.ts";

export const auditZhTW: AuditMessages = {
  audit: {
    actions: {
      catalog: {
        add: "新建目錄",
        update: "重新命名目錄",
        move: "移動目錄",
        grant: "修改目錄授權",
        remove: "刪除目錄",
      },
      dict: {
        add: "新增字典項",
        edit: "修改字典項",
        delete: "刪除字典項",
      },
      parameter: {
        add: "新增參數",
        edit: "修改參數",
        delete: "刪除參數",
        sort: "調整參數順序",
      },
      resource: {
        add: "上傳資料",
        update: "修改資料",
        remove: "刪除資料",
      },
      role: {
        add: "新建角色",
        update: "修改角色",
        delete: "刪除角色",
        grantRefused: "拒絕修改角色",
      },
      user: {
        add: "新建帳號",
        update: "修改帳號",
        roles: "指派角色",
        import: "批次匯入帳號",
        resetPassword: "傳送重設密碼",
        lock: "鎖定帳號",
        unlock: "解鎖帳號",
        delete: "刪除帳號",
        grantRefused: "拒絕指派角色",
      },
      forumBoard: {
        add: "新增論壇版塊",
        update: "修改論壇版塊",
        delete: "刪除論壇版塊",
        sort: "調整版塊順序",
        moderators: "設定版主",
      },
      whitelist: {
        save: "加入白名單",
        update: "修改白名單",
        delete: "移出白名單",
        import: "匯入白名單",
        addMembers: "新增公司成員",
        removeMember: "移除公司成員",
      },
    },
    title: "操作稽核",
    subtitle: "角色、使用者、白名單等的每一次修改：誰、何時、修改前後",
    filters: "篩選稽核記錄",
    searchPlaceholder: "操作人 / 操作 / 對象",
    at: "時間",
    actor: "操作人",
    action: "操作",
    target: "對象",
    before: "修改前",
    after: "修改後",
  },
};
