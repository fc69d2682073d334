import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UserTitleTag } from "./UserTitleTag.tsx";

afterEach(() => {
  cleanup();
});

// Ant Design renders slowly in happy-dom.
describe("UserTitleTag", { timeout: 30_000 }, () => {
  it("shows a certified engineer's title in blue with its check", () => {
    render(<UserTitleTag title={{ kind: "engineer", name: "Certified engineer" }} />);
    const tag = screen.getByText("Certified engineer").closest(".ant-tag");
    expect(tag?.getAttribute("data-title-kind")).toBe("engineer");
    expect(tag?.className).toContain("ant-tag-blue");
    expect(tag?.querySelector(".anticon-safety-certificate")).not.toBeNull();
  });

  it("shows an honorary title in another colour", () => {
    render(<UserTitleTag title={{ kind: "honorary", name: "Community star" }} />);
    const tag = screen.getByText("Community star").closest(".ant-tag");
    expect(tag?.getAttribute("data-title-kind")).toBe("honorary");
    expect(tag?.className).toContain("ant-tag-gold");
  });

  it("shows nothing for an ordinary member", () => {
    const { container } = render(<UserTitleTag title={{ kind: "ordinary", name: "Member" }} />);
    expect(container.innerHTML).toBe("");
  });
});
