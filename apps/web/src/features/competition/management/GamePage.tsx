export { UnderConstructionPage as GamePage } from "../../../components/UnderConstructionPage.tsx";
