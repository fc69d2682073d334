import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of the audit feature: the reference; the other languages have its keys. */
export const auditZhCN = {
  audit: {
    actions: {
      catalog: {
        add: "新建目录",
        update: "重命名目录",
        move: "移动目录",
        grant: "修改目录授权",
        remove: "删除目录",
      },
      competition: {
        modify: "修改参赛报名",
        accept: "通过参赛报名",
        reject: "驳回参赛报名",
      },
      dict: {
        add: "新增字典项",
        edit: "修改字典项",
        delete: "删除字典项",
      },
      parameter: {
        add: "新增参数",
        edit: "修改参数",
        delete: "删除参数",
        sort: "调整参数顺序",
      },
      resource: {
        add: "上传资料",
        update: "修改资料",
        remove: "删除资料",
      },
      role: {
        add: "新建角色",
        update: "修改角色",
        delete: "删除角色",
        grantRefused: "拒绝修改角色",
      },
      user: {
        add: "新建账号",
        update: "修改账号",
        roles: "分配角色",
        import: "批量导入账号",
        resetPassword: "发送重置密码",
        lock: "锁定账号",
        unlock: "解锁账号",
        delete: "删除账号",
        grantRefused: "拒绝分配角色",
        certifyEngineer: "认证工程师",
        withdrawEngineer: "取消工程师认证",
        honoraryTitle: "设置荣誉称号",
        grantPoints: "赠送积分",
      },
      honoraryTitle: {
        add: "添加荣誉称号",
        update: "修改荣誉称号",
        delete: "删除荣誉称号",
      },
      forumBoard: {
        add: "新增论坛版块",
        update: "修改论坛版块",
        delete: "删除论坛版块",
        sort: "调整版块顺序",
        moderators: "设置版主",
      },
      medal: {
        add: "新增勋章",
        update: "修改勋章",
        delete: "删除勋章",
        award: "颁发勋章",
        revoke: "收回勋章",
      },
      whitelist: {
        save: "加入白名单",
        update: "修改白名单",
        delete: "移出白名单",
        import: "导入白名单",
        addMembers: "添加公司成员",
        removeMember: "移除公司成员",
      },
    },
    title: "操作审计",
    subtitle: "角色、用户、白名单等的每一次修改：谁、何时、修改前后",
    filters: "筛选审计记录",
    searchPlaceholder: "操作人 / 操作 / 对象",
    at: "时间",
    actor: "操作人",
    action: "操作",
    target: "对象",
    before: "修改前",
    after: "修改后",
  },
};

export type AuditMessages = DeepStrings<typeof auditZhCN>;
