import { Skeleton } from "antd";
import { useAppStore } from "../../../lib/app-store.ts";
import { lazySection } from "../../../lib/lazy-section.tsx";
import { primeQueries } from "../../../lib/prime-queries.ts";
import { frontPageQueries } from "../api.ts";
import { BannerCarousel } from "../components/BannerCarousel.tsx";
import { CategoryCards } from "../components/CategoryCards.tsx";
import { HeroBanner } from "../components/HeroBanner.tsx";
import { NewsSection } from "../components/NewsSection.tsx";
import "../home.css";

// The sections after the news, below a phone's first screens: their code (cards, icons) comes
// once the page has drawn.
const SolutionCards = lazySection(
  () => import("../components/SolutionCards.tsx").then((m) => m.SolutionCards),
  <Skeleton active paragraph={{ rows: 4 }} />,
);
const ServiceEntries = lazySection(
  () => import("../components/ServiceEntries.tsx").then((m) => m.ServiceEntries),
  <Skeleton active paragraph={{ rows: 2 }} />,
);
const FriendshipLinks = lazySection(
  () => import("../components/FriendshipLinks.tsx").then((m) => m.FriendshipLinks),
  null,
);

/** Every read of the page, asked for before it draws. */
export const homeLoader = primeQueries(() => frontPageQueries(useAppStore.getState().language));

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
