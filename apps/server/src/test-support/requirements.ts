/**
 * Whether a suite that needs an outside service can run. Without it the suite is skipped
 * with a loud notice, except under CI=true, where the missing service is a failure.
 */
export function requireService(
  variable:
    | "TEST_REDIS_URL"
    | "TEST_DATABASE_URL"
    | "TEST_HAPROXY"
    | "TEST_S3_ENDPOINT"
    | "TEST_S3_BUCKET"
    | "TEST_S3_REGION"
    | "TEST_S3_ACCESS_KEY_ID"
    | "TEST_S3_SECRET_ACCESS_KEY",
  what: string,
) {
  const value = process.env[variable];
  if (value) return value;
  const notice = `${variable} is not set: ${what} cannot run`;
  if (process.env.CI === "true") throw new Error(`${notice} (required under CI=true)`);
  console.warn(`\n${"!".repeat(72)}\n!! SKIPPED: ${notice}\n${"!".repeat(72)}\n`);
  return undefined;
}
