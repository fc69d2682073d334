export { UnderConstructionPage as QuestionnairePage } from "../../../components/UnderConstructionPage.tsx";
