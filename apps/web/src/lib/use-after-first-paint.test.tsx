import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAfterFirstPaint } from "./use-after-first-paint.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Drawing() {
  return <p>{useAfterFirstPaint() ? "everything" : "first screen"}</p>;
}

describe("useAfterFirstPaint", () => {
  it("is false in the first drawing, still false in the frame that paints it, then true", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    render(<Drawing />);
    expect(screen.getByText("first screen")).toBeDefined();

    // The frame that paints the first drawing: nothing changes in it.
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByText("first screen")).toBeDefined();

    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(screen.getByText("everything")).toBeDefined();
  });

  it("stops waiting when the component goes before the frame", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout", "cancelAnimationFrame"] });
    const { unmount } = render(<Drawing />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
