export { UnderConstructionPage as SurveyManagementPage } from "../../../components/UnderConstructionPage.tsx";
