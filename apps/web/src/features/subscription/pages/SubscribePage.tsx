export { SinglePage as SubscribePage } from "../../content/index.ts";
