import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { i18n, loadLanguage } from "../../../i18n/i18n.ts";
import { MedalBadges } from "../index.ts";

beforeEach(async () => {
  await loadLanguage("en-US");
  await i18n.changeLanguage("en-US");
});
afterEach(() => {
  cleanup();
});

// Ant Design renders slowly in happy-dom.
describe("MedalBadges", { timeout: 30_000 }, () => {
  it("lists each medal's icon and name, in the order given", () => {
    render(
      <MedalBadges
        medals={[
          { id: 2, name: "First post", icon: "/uploads/medals/a.png" },
          { id: 5, name: "Ten likes received", icon: "/uploads/medals/b.png" },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "Medals" });
    const items = [...list.querySelectorAll("li")];
    expect(items.map((item) => item.textContent)).toEqual(["First post", "Ten likes received"]);
    expect(items.map((item) => item.querySelector("img")?.getAttribute("src"))).toEqual([
      "/uploads/medals/a.png",
      "/uploads/medals/b.png",
    ]);
  });

  it("shows nothing for a member without medals", () => {
    const { container } = render(<MedalBadges medals={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
