/** A survey's time as the reader's language writes a date and time (to the minute). */
export function surveyTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}
