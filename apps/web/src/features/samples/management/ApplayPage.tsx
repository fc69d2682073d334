export { UnderConstructionPage as ApplayPage } from "../../../components/UnderConstructionPage.tsx";
