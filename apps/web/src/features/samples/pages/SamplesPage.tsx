export { UnderConstructionPage as SamplesPage } from "../../../components/UnderConstructionPage.tsx";
