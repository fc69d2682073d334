import antdLocale from "antd/locale/en_US";
import { accountEnUS } from "../account/en-US.ts";
import { chatEnUS } from "../chat/en-US.ts";
import { communityEnUS } from "../community/en-US.ts";
import { contentEnUS } from "../content/en-US.ts";
import { documentEnUS } from "../document/en-US.ts";
import { editorEnUS } from "../editor/en-US.ts";
import { enUS } from "../en-US.ts";
import { homeEnUS } from "../home/en-US.ts";
import { medalEnUS } from "../medal/en-US.ts";
import { messageEnUS } from "../message/en-US.ts";
import { parameterEnUS } from "../parameter/en-US.ts";
import { productEnUS } from "../product/en-US.ts";
import { type LanguageBundle, resourcesFor } from "../resources.ts";

/** Each feature's texts, under the key named after its folder. */
export const enUSFeatures = {
  chat: chatEnUS,
  community: communityEnUS,
  content: contentEnUS,
  account: accountEnUS,
  document: documentEnUS,
  editor: editorEnUS,
  home: homeEnUS,
  medal: medalEnUS,
  message: messageEnUS,
  product: productEnUS,
  parameter: parameterEnUS,
};

/** Everything the web shows in English, with Ant Design's own words: loaded only when used. */
export const enUSBundle: LanguageBundle = {
  texts: resourcesFor("en-US", enUS, enUSFeatures),
  antdLocale,
};
