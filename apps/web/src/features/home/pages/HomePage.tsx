import { CategoryCards } from "../components/CategoryCards.tsx";
import { HeroBanner } from "../components/HeroBanner.tsx";
import { ServiceEntries } from "../components/ServiceEntries.tsx";
import { SolutionCards } from "../components/SolutionCards.tsx";
import "../home.css";

/** /home: the portal's front page. */
export function HomePage() {
  return (
    <div className="home-page">
      <HeroBanner />
      <div className="page-container">
        <CategoryCards />
        <SolutionCards />
        <ServiceEntries />
      </div>
    </div>
  );
}
