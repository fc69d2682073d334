import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Accounts: sign-in, registration and its SMS codes, passwords and profiles. */
export const userMessages = {
  "account.credentialsWrong": {
    "zh-CN": "账号或密码错误",
    "en-US": "Wrong account or password",
    "zh-TW": "帳號或密碼錯誤",
  },
  "account.captchaRequired": {
    "zh-CN": "请先完成安全验证",
    "en-US": "Complete the security check first",
    "zh-TW": "請先完成安全驗證",
  },
  "account.captchaWrong": {
    "zh-CN": "安全验证未通过或已过期，请重试",
    "en-US": "The security check failed or has expired, try again",
    "zh-TW": "安全驗證未通過或已過期，請重試",
  },
  "account.lockedForAddress": {
    "zh-CN": "登录失败次数过多，已暂停从您所在网络登录此账号，请 {minutes} 分钟后再试",
    "en-US":
      "Too many failed sign-ins: signing in to this account from your network is paused, try again in {minutes} minutes",
    "zh-TW": "登入失敗次數過多，已暫停從您所在網路登入此帳號，請 {minutes} 分鐘後再試",
  },
  "account.signInDelayed": {
    "zh-CN": "此账号近期登录失败较多，请 {seconds} 秒后再试",
    "en-US": "This account has had several failed sign-ins: try again in {seconds} seconds",
    "zh-TW": "此帳號近期登入失敗較多，請 {seconds} 秒後再試",
  },
  "account.notStaff": {
    "zh-CN": "该账号没有管理后台权限",
    "en-US": "This account has no access to the management area",
    "zh-TW": "該帳號沒有管理後台權限",
  },
  "account.phoneRegistered": {
    "zh-CN": "该手机号已注册",
    "en-US": "This phone number is already registered",
    "zh-TW": "該手機號已註冊",
  },
  "account.phoneNotRegistered": {
    "zh-CN": "该手机号未注册",
    "en-US": "This phone number is not registered",
    "zh-TW": "該手機號未註冊",
  },
  "account.nicknameTaken": {
    "zh-CN": "该昵称已被使用",
    "en-US": "This nickname is already taken",
    "zh-TW": "該暱稱已被使用",
  },
  "account.nicknameLikeStaff": {
    "zh-CN": "该昵称与管理人员的昵称过于相似，请换一个",
    "en-US": "This nickname looks the same as a staff member's, choose another",
    "zh-TW": "該暱稱與管理人員的暱稱過於相似，請換一個",
  },
  "account.emailTaken": {
    "zh-CN": "该邮箱已被使用",
    "en-US": "This e-mail is already used by another account",
    "zh-TW": "該郵箱已被使用",
  },
  "account.oldPasswordWrong": {
    "zh-CN": "原密码错误",
    "en-US": "The current password is wrong",
    "zh-TW": "原密碼錯誤",
  },
  "account.samePassword": {
    "zh-CN": "新密码不能与原密码相同",
    "en-US": "The new password must differ from the current one",
    "zh-TW": "新密碼不能與原密碼相同",
  },
  "account.avatarNotOwn": {
    "zh-CN": "头像只能使用自己上传的图片",
    "en-US": "The avatar must be an image you uploaded yourself",
    "zh-TW": "頭像只能使用自己上傳的圖片",
  },
  "account.notInDictionary": {
    "zh-CN": "请从列表中选择",
    "en-US": "Choose one of the listed entries",
    "zh-TW": "請從列表中選擇",
  },
  "account.locked": {
    "zh-CN": "该账号已被锁定，请联系管理员",
    "en-US": "This account is locked: contact an administrator",
    "zh-TW": "該帳號已被鎖定，請聯絡管理員",
  },
  "account.deleted": {
    "zh-CN": "该账号已删除",
    "en-US": "This account has been deleted",
    "zh-TW": "該帳號已刪除",
  },
  "account.notSelf": {
    "zh-CN": "不能锁定或删除自己的账号",
    "en-US": "You cannot lock or delete your own account",
    "zh-TW": "不能鎖定或刪除自己的帳號",
  },
  "role.notFound": { "zh-CN": "角色不存在", "en-US": "No such role", "zh-TW": "角色不存在" },
  "role.unknown": {
    "zh-CN": "包含不存在的角色",
    "en-US": "One of the roles does not exist",
    "zh-TW": "包含不存在的角色",
  },
  "role.lastAdministrator": {
    "zh-CN": "不能移除最后一位管理员",
    "en-US": "The last administrator cannot be removed",
    "zh-TW": "不能移除最後一位管理員",
  },
  "role.administratorKeepsRoleManage": {
    "zh-CN": "管理员角色必须保留角色管理权限",
    "en-US": "The administrator role must keep the permission to manage roles",
    "zh-TW": "管理員角色必須保留角色管理權限",
  },
  "role.seededKept": {
    "zh-CN": "系统内置角色不能删除",
    "en-US": "Built-in roles cannot be deleted",
    "zh-TW": "系統內建角色不能刪除",
  },
  "grant.ownRoles": {
    "zh-CN": "不能修改自己的角色",
    "en-US": "You cannot change your own roles",
    "zh-TW": "不能修改自己的角色",
  },
  "grant.administratorOnly": {
    "zh-CN": "只有管理员才能授予或收回管理员角色",
    "en-US": "Only an administrator can give or take away the administrator role",
    "zh-TW": "只有管理員才能授予或收回管理員角色",
  },
  "grant.rolesNotHeld": {
    "zh-CN": "不能授予含有您所没有的权限的角色：{roles}（{permissions}）",
    "en-US": "You cannot give a role granting permissions you do not hold: {roles} ({permissions})",
    "zh-TW": "不能授予含有您所沒有的權限的角色：{roles}（{permissions}）",
  },
  "grant.accountHoldsMore": {
    "zh-CN": "不能修改 {account} 的角色：该账号拥有您所没有的权限（{permissions}）",
    "en-US":
      "You cannot change the roles of {account}: the account holds permissions you do not hold ({permissions})",
    "zh-TW": "不能修改 {account} 的角色：該帳號擁有您所沒有的權限（{permissions}）",
  },
  "grant.permissionsNotHeld": {
    "zh-CN": "不能授予您所没有的权限：{permissions}",
    "en-US": "You cannot grant permissions you do not hold: {permissions}",
    "zh-TW": "不能授予您所沒有的權限：{permissions}",
  },
  "grant.ownRole": {
    "zh-CN": "不能修改您所拥有的角色的权限，也不能删除它：{role}",
    "en-US": "You cannot change the permissions of a role you hold, nor delete it: {role}",
    "zh-TW": "不能修改您所擁有的角色的權限，也不能刪除它：{role}",
  },
  "grant.roleHoldsMore": {
    "zh-CN": "不能修改或删除角色 {role}：它含有您所没有的权限（{permissions}）",
    "en-US":
      "You cannot change or delete the role {role}: it grants permissions you do not hold ({permissions})",
    "zh-TW": "不能修改或刪除角色 {role}：它含有您所沒有的權限（{permissions}）",
  },
  "grant.rowsRefused": {
    "zh-CN": "第 {rows} 行含有您无权授予的角色，未导入任何用户",
    "en-US": "Row {rows}: roles granting permissions you do not hold; no user was imported",
    "zh-TW": "第 {rows} 行含有您無權授予的角色，未匯入任何使用者",
  },
  "import.column.phone": { "zh-CN": "手机号", "en-US": "Phone", "zh-TW": "手機號" },
  "import.column.nickname": { "zh-CN": "昵称", "en-US": "Nickname", "zh-TW": "暱稱" },
  "import.column.email": { "zh-CN": "邮箱", "en-US": "E-mail", "zh-TW": "郵箱" },
  "import.column.company": { "zh-CN": "公司", "en-US": "Company", "zh-TW": "公司" },
  "import.column.roles": {
    "zh-CN": "角色（多个用逗号分隔）",
    "en-US": "Roles (separated by commas)",
    "zh-TW": "角色（多個用逗號分隔）",
  },
  "import.notSheet": {
    "zh-CN": "请上传由模板填写的 .xlsx 文件",
    "en-US": "Upload an .xlsx file filled in from the template",
    "zh-TW": "請上傳由範本填寫的 .xlsx 檔案",
  },
  "import.empty": {
    "zh-CN": "表格中没有用户",
    "en-US": "The sheet holds no users",
    "zh-TW": "表格中沒有使用者",
  },
  "import.tooManyRows": {
    "zh-CN": "一次最多导入 {max} 个用户",
    "en-US": "At most {max} users can be imported at once",
    "zh-TW": "一次最多匯入 {max} 個使用者",
  },
  "import.rowsRefused": {
    "zh-CN": "{count} 行有误，未导入任何用户",
    "en-US": "{count} rows are wrong: no user was imported",
    "zh-TW": "{count} 行有誤，未匯入任何使用者",
  },
  "import.duplicateInFile": {
    "zh-CN": "与表格中的另一行重复",
    "en-US": "Repeats another row of the sheet",
    "zh-TW": "與表格中的另一行重複",
  },
  "import.taken": {
    "zh-CN": "已被其他账号使用",
    "en-US": "Already used by another account",
    "zh-TW": "已被其他帳號使用",
  },
  "import.unknownRole": {
    "zh-CN": "角色不存在",
    "en-US": "No such role",
    "zh-TW": "角色不存在",
  },
  "import.companyTooLong": {
    "zh-CN": "公司名称过长",
    "en-US": "The company name is too long",
    "zh-TW": "公司名稱過長",
  },
  "account.userNotFound": {
    "zh-CN": "用户不存在",
    "en-US": "No such user",
    "zh-TW": "使用者不存在",
  },
  "safety.required": {
    "zh-CN": "请先完成短信安全验证",
    "en-US": "Confirm with a text message code first",
    "zh-TW": "請先完成簡訊安全驗證",
  },
  "account.notImage": {
    "zh-CN": "请上传 PNG、JPEG、GIF 或 WebP 图片",
    "en-US": "Upload a PNG, JPEG, GIF or WebP image",
    "zh-TW": "請上傳 PNG、JPEG、GIF 或 WebP 圖片",
  },
  // SMS verification codes.
  "code.wrong": {
    "zh-CN": "验证码错误",
    "en-US": "Wrong verification code",
    "zh-TW": "驗證碼錯誤",
  },
  "code.expired": {
    "zh-CN": "验证码已失效，请重新获取",
    "en-US": "The verification code is no longer valid, request a new one",
    "zh-TW": "驗證碼已失效，請重新取得",
  },
  "code.resendTooSoon": {
    "zh-CN": "验证码已发送，请 {seconds} 秒后再试",
    "en-US": "A code was just sent, try again in {seconds} seconds",
    "zh-TW": "驗證碼已發送，請 {seconds} 秒後再試",
  },
  "code.dailyLimitPhone": {
    "zh-CN": "该手机号今日获取验证码次数已达上限",
    "en-US": "This phone number has reached today's limit of codes",
    "zh-TW": "該手機號今日取得驗證碼次數已達上限",
  },
  "code.dailyLimitAddress": {
    "zh-CN": "当前网络今日获取验证码次数已达上限",
    "en-US": "Your network has reached today's limit of codes",
    "zh-TW": "目前網路今日取得驗證碼次數已達上限",
  },
  "code.sendFailed": {
    "zh-CN": "短信发送失败，请稍后再试",
    "en-US": "The text message could not be sent, try again later",
    "zh-TW": "簡訊發送失敗，請稍後再試",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    user: typeof userMessages;
  }
}
