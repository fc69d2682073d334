export { UnderConstructionPage as UnsubscribePage } from "../../../components/UnderConstructionPage.tsx";
