import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of the parameter feature: the reference; the other languages have its keys. */
export const parameterZhCN = {
  parameter: {
    title: "参数配置",
    subtitle: "网站运行时读取的参数：修改后无需重启即生效",
    tabs: {
      settings: "参数",
      dictionaries: "字典",
    },
    create: "新增参数",
    createTitle: "新增参数",
    editTitle: "编辑参数",
    key: "键",
    keyRequired: "请输入参数键",
    keyHint: "小写字母开头，用点分段，如 site.name；创建后不能修改",
    type: "类型",
    types: {
      string: "文本",
      number: "数字",
      boolean: "开关",
      stringList: "文本列表",
    },
    value: "值",
    listHint: "输入后按回车添加一项",
    range: "范围 {{min}} – {{max}}",
    description: "说明",
    sort: "排序",
    builtIn: "系统",
    yes: "是",
    no: "否",
    moveUp: "上移",
    moveDown: "下移",
    sorted: "顺序已保存",
    updatedAt: "更新时间",
    items_one: "{{count}} 项",
    items_other: "{{count}} 项",
    deleteConfirm: "删除参数 {{key}}？",
    filters: "筛选参数",
    searchPlaceholder: "键 / 说明",
    dictionary: {
      types: {
        product: "产品",
        area: "地区",
        field: "行业",
      },
      create: "新增条目",
      createTitle: "新增字典条目",
      editTitle: "编辑字典条目",
      id: "编号",
      idRequired: "请输入编号",
      name: "名称",
      model: "型号",
      nameRequired: "请输入名称",
      nameEn: "英文名称",
      builtIn: "内置",
      builtInHint: "内置条目随版本发布，不能修改",
      deleteConfirm: "删除字典条目“{{name}}”？已选择它的用户资料将不再显示该项。",
    },
    site: {
      contact: "客服电话：{{phone}}",
    },
  },
};

export type ParameterMessages = DeepStrings<typeof parameterZhCN>;
