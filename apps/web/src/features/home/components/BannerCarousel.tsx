import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBanners } from "../api.ts";

/**
 * A banner's picture, leading where staff pointed it: a portal route or another site. Only the
 * slide shown can take the focus (the others are hidden from assistive technology).
 */
function BannerSlide({
  title,
  image,
  link,
  shown,
}: {
  title: string;
  image: string;
  link: string | null;
  shown: boolean;
}) {
  const picture = <img className="home-banner-image" src={image} alt={title} />;
  const tabIndex = shown ? 0 : -1;
  if (!link) return picture;
  if (link.startsWith("#/")) {
    return (
      <Link to={link.slice(1)} tabIndex={tabIndex}>
        {picture}
      </Link>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
      {picture}
    </a>
  );
}

/** How long a banner shows before the next, as the carousel it replaces did. */
const slideIntervalMs = 5000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * The active banners in a carousel; nothing while they load, fail or when there are none. A
 * track that scrolls by whole slides (CSS scroll snap: a finger swipes it, a dot picks a slide),
 * turning every 5 s while nobody points at it or has the focus in it. Not Ant Design's carousel:
 * its slider library cost the home page 10 KB of gzipped JavaScript.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useBanners();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.data?.length ?? 0;

  const show = useCallback((index: number) => {
    const element = track.current;
    if (!element) return;
    element.scrollTo({
      left: index * element.clientWidth,
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  }, []);

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setTimeout(() => show((current + 1) % count), slideIntervalMs);
    return () => window.clearTimeout(timer);
  }, [count, current, paused, show]);

  if (!banners.data || count === 0) return null;
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };
  return (
    <section
      className="home-banners"
      data-testid="home-banners"
      aria-roledescription="carousel"
      aria-label={t("home.banners.label")}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="home-banner-track" ref={track} onScroll={onScroll}>
        {banners.data.map((banner, index) => (
          <div key={banner.id} className="home-banner-slide" aria-hidden={index !== current}>
            <BannerSlide {...banner} shown={index === current} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="home-banner-dots">
          {banners.data.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="home-banner-dot"
              aria-label={t("home.banners.slide", { index: index + 1, count })}
              aria-current={index === current}
              onClick={() => show(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
