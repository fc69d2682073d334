import { BannerCarousel } from "../components/BannerCarousel.tsx";
import { CategoryCards } from "../components/CategoryCards.tsx";
import { FriendshipLinks } from "../components/FriendshipLinks.tsx";
import { HeroBanner } from "../components/HeroBanner.tsx";
import { NewsSection } from "../components/NewsSection.tsx";
import { ServiceEntries } from "../components/ServiceEntries.tsx";
import { SolutionCards } from "../components/SolutionCards.tsx";
import "../home.css";

/** /home: the portal's front page. */
export function HomePage() {
  return (
    <div className="home-page">
      <HeroBanner />
      <div className="page-container">
        <BannerCarousel />
        <CategoryCards />
        <NewsSection />
        <SolutionCards />
        <ServiceEntries />
        <FriendshipLinks />
      </div>
    </div>
  );
}
