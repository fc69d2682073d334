/**
 * User agents of crawlers, link previewers, monitors and scripts: their requests are not page
 * views. An empty user agent is none of a browser's either.
 */
const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|scrap|fetch|headless|phantom|lighthouse|pingdom|uptime|monitor|preview|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|httpclient|libwww|facebookexternalhit|yandex|baidu|sogou|bytespider|360spider|petalbot/i;

export function isBot(userAgent: string): boolean {
  return userAgent.trim() === "" || botPattern.test(userAgent);
}
