export { MedalBadges } from "./components/MedalBadges.tsx";
