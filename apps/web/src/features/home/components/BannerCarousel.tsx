import { Carousel } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useBanners } from "../api.ts";

/**
 * A banner's picture, leading where staff pointed it: a portal route or another site. Only the
 * slide shown can take the focus (the carousel hides the others from assistive technology).
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

/** The active banners in a carousel; nothing while they load, fail or when there are none. */
export function BannerCarousel() {
  const banners = useBanners();
  const [current, setCurrent] = useState(0);
  if (!banners.data || banners.data.length === 0) return null;
  return (
    <section className="home-banners" data-testid="home-banners">
      {/* Not infinite: the copies an endless carousel adds would be hidden yet focusable. */}
      <Carousel
        autoplay
        autoplaySpeed={5000}
        infinite={false}
        beforeChange={(_from, to) => setCurrent(to)}
      >
        {banners.data.map((banner, index) => (
          <div key={banner.id}>
            <BannerSlide {...banner} shown={index === current} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
