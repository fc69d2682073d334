import { Carousel } from "antd";
import { Link } from "react-router";
import { useBanners } from "../../content/index.ts";

/** A banner's picture, leading where staff pointed it: a portal route or another site. */
function BannerSlide({
  title,
  image,
  link,
}: {
  title: string;
  image: string;
  link: string | null;
}) {
  const picture = <img className="home-banner-image" src={image} alt={title} />;
  if (!link) return picture;
  if (link.startsWith("#/")) return <Link to={link.slice(1)}>{picture}</Link>;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {picture}
    </a>
  );
}

/** The active banners in a carousel; nothing while they load, fail or when there are none. */
export function BannerCarousel() {
  const banners = useBanners();
  if (!banners.data || banners.data.length === 0) return null;
  return (
    <section className="home-banners" data-testid="home-banners">
      <Carousel autoplay autoplaySpeed={5000} adaptiveHeight>
        {banners.data.map((banner) => (
          <div key={banner.id}>
            <BannerSlide {...banner} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
