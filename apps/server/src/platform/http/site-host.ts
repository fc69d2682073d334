/** Stored image paths are relative; SITE_HOST, when set, makes them absolute. */
export function withSiteHost(siteHost: string, imagePath: string | null): string | null {
  if (!imagePath || /^https?:\/\//.test(imagePath)) return imagePath;
  return `${siteHost}${imagePath}`;
}
