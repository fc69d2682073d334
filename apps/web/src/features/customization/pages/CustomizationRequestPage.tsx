export { UnderConstructionPage as CustomizationRequestPage } from "../../../components/UnderConstructionPage.tsx";
