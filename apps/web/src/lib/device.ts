const mobileUserAgent =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS|MicroMessenger/i;

/** Whether the browser description is a phone's or tablet's. */
export function isMobileUserAgent(userAgent: string): boolean {
  return mobileUserAgent.test(userAgent);
}
