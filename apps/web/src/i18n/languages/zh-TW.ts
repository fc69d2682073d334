import antdLocale from "antd/locale/zh_TW";
import { accountZhTW } from "../account/zh-TW.ts";
import { chatZhTW } from "../chat/zh-TW.ts";
import { communityZhTW } from "../community/zh-TW.ts";
import { contentZhTW } from "../content/zh-TW.ts";
import { documentZhTW } from "../document/zh-TW.ts";
import { editorZhTW } from "../editor/zh-TW.ts";
import { homeZhTW } from "../home/zh-TW.ts";
import { medalZhTW } from "../medal/zh-TW.ts";
import { messageZhTW } from "../message/zh-TW.ts";
import { parameterZhTW } from "../parameter/zh-TW.ts";
import { productZhTW } from "../product/zh-TW.ts";
import { type LanguageBundle, resourcesFor } from "../resources.ts";
import { zhTW } from "../zh-TW.ts";

/** Each feature's texts, under the key named after its folder. */
export const zhTWFeatures = {
  chat: chatZhTW,
  community: communityZhTW,
  content: contentZhTW,
  account: accountZhTW,
  document: documentZhTW,
  editor: editorZhTW,
  home: homeZhTW,
  medal: medalZhTW,
  message: messageZhTW,
  product: productZhTW,
  parameter: parameterZhTW,
};

/** Everything the web shows in Traditional Chinese, with Ant Design's own words: loaded only when used. */
export const zhTWBundle: LanguageBundle = {
  texts: resourcesFor("zh-TW", zhTW, zhTWFeatures),
  antdLocale,
};
