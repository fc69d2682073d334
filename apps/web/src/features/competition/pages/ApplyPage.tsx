export { UnderConstructionPage as ApplyPage } from "../../../components/UnderConstructionPage.tsx";
