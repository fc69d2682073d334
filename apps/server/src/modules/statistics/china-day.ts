/** Days of the statistics follow China Standard Time (UTC+8), as the portal's other daily counts. */
const chinaOffsetMs = 8 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD, China Standard Time) a moment falls on. */
export function chinaDay(moment: Date): string {
  return new Date(moment.getTime() + chinaOffsetMs).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * dayMs).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
