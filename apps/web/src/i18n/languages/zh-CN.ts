import antdLocale from "antd/locale/zh_CN";
import { accountZhCN } from "../account/zh-CN.ts";
import { chatZhCN } from "../chat/zh-CN.ts";
import { communityZhCN } from "../community/zh-CN.ts";
import { contentZhCN } from "../content/zh-CN.ts";
import { documentZhCN } from "../document/zh-CN.ts";
import { editorZhCN } from "../editor/zh-CN.ts";
import { homeZhCN } from "../home/zh-CN.ts";
import { medalZhCN } from "../medal/zh-CN.ts";
import { messageZhCN } from "../message/zh-CN.ts";
import { parameterZhCN } from "../parameter/zh-CN.ts";
import { productZhCN } from "../product/zh-CN.ts";
import { type LanguageBundle, resourcesFor } from "../resources.ts";
import { zhCN } from "../zh-CN.ts";

/** Each feature's texts, under the key named after its folder. */
export const zhCNFeatures = {
  chat: chatZhCN,
  community: communityZhCN,
  content: contentZhCN,
  account: accountZhCN,
  document: documentZhCN,
  editor: editorZhCN,
  home: homeZhCN,
  medal: medalZhCN,
  message: messageZhCN,
  product: productZhCN,
  parameter: parameterZhCN,
};

/** Everything the web shows in Simplified Chinese, with Ant Design's own words: loaded only when used. */
export const zhCNBundle: LanguageBundle = {
  texts: resourcesFor("zh-CN", zhCN, zhCNFeatures),
  antdLocale,
};
