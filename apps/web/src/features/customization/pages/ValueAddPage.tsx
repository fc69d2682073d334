export { SinglePage as ValueAddPage } from "../../content/index.ts";
