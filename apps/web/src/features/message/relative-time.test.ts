import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = new Date("2026-03-10T12:00:00");
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds).toISOString();

describe("relativeTime", () => {
  it("says just now within a minute, a clock running a little ahead included", () => {
    expect(relativeTime(ago(30_000), now, "en-US", "just now")).toBe("just now");
    expect(relativeTime(ago(-5_000), now, "en-US", "just now")).toBe("just now");
  });

  it("counts minutes, hours and days in the reader's language", () => {
    expect(relativeTime(ago(5 * 60_000), now, "en-US", "-")).toBe("5 minutes ago");
    expect(relativeTime(ago(3 * 3_600_000), now, "en-US", "-")).toBe("3 hours ago");
    expect(relativeTime(ago(26 * 3_600_000), now, "en-US", "-")).toBe("yesterday");
    expect(relativeTime(ago(5 * 60_000), now, "zh-CN", "-")).toBe("5分钟前");
    expect(relativeTime(ago(3 * 86_400_000), now, "zh-TW", "-")).toBe("3 天前");
  });

  it("gives the date and time after a week", () => {
    expect(relativeTime(new Date("2026-02-01T08:05:00"), now, "en-US", "-")).toBe(
      "2026-02-01 08:05",
    );
  });
});
