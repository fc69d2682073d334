export { UnderConstructionPage as PrivateCustomizationPage } from "../../../components/UnderConstructionPage.tsx";
