import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, loadLanguage } from "../../i18n/i18n.ts";
import { showSuccess } from "../../lib/feedback.ts";
import { ConfirmDeleteButton } from "./ConfirmDeleteButton.tsx";
import { RowActions } from "./RowActions.tsx";

// The toast is Ant Design's global message, whose timers would outlive the test's DOM.
vi.mock("../../lib/feedback.ts", () => ({ showSuccess: vi.fn() }));

beforeEach(async () => {
  vi.mocked(showSuccess).mockClear();
  await loadLanguage("en-US");
  await i18n.changeLanguage("en-US");
});
afterEach(() => {
  cleanup();
});

const publication = (published: boolean, setPublished = vi.fn(async () => {})) => ({
  published,
  labels: { publish: "List", unpublish: "Delist" },
  done: { published: "M5311 is listed", unpublished: "M5311 is delisted" },
  setPublished,
});

// Ant Design renders slowly in happy-dom.
describe("RowActions", { timeout: 30_000 }, () => {
  it("shows only the actions given, in order: edit, publish, preview, delete", () => {
    const { container, rerender } = render(<RowActions onEdit={() => {}} />);
    expect(container.textContent).toBe("Edit");
    rerender(
      <RowActions
        onEdit={() => {}}
        publication={publication(false)}
        previewHref="#/preview/7"
        removal={{ question: "Delete?", doneMessage: "Gone", remove: async () => {} }}
      />,
    );
    expect([...container.querySelectorAll("button, a")].map((node) => node.textContent)).toEqual([
      "Edit",
      "List",
      "Preview",
      "Delete",
    ]);
    expect(screen.getByRole("link", { name: /Preview/ }).getAttribute("target")).toBe("_blank");
  });

  it("asks to publish a draft and to unpublish a published row, in the row's own words", async () => {
    const setPublished = vi.fn(async () => {});
    const { rerender } = render(<RowActions publication={publication(false, setPublished)} />);
    fireEvent.click(screen.getByRole("button", { name: "List" }));
    await waitFor(() => expect(setPublished).toHaveBeenCalledWith(true));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith("M5311 is listed"));
    rerender(<RowActions publication={publication(true, setPublished)} />);
    // The spinner of the first call may still be leaving: it is part of the name meanwhile.
    fireEvent.click(await screen.findByRole("button", { name: /Delist$/ }));
    await waitFor(() => expect(setPublished).toHaveBeenLastCalledWith(false));
    await waitFor(() => expect(showSuccess).toHaveBeenLastCalledWith("M5311 is delisted"));
  });

  it("keeps the button usable after a refused publish", async () => {
    const setPublished = vi.fn(async () => {
      throw new Error("409");
    });
    render(<RowActions publication={publication(false, setPublished)} />);
    const button = screen.getByRole("button", { name: "List" });
    fireEvent.click(button);
    await waitFor(() => expect(setPublished).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button.className).not.toContain("ant-btn-loading"));
    expect(showSuccess).not.toHaveBeenCalled();
  });
});

describe("ConfirmDeleteButton", { timeout: 30_000 }, () => {
  it("deletes only once the question is confirmed", async () => {
    const remove = vi.fn(async () => {});
    render(<ConfirmDeleteButton question="Delete the product M5311?" onDelete={remove} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Delete the product M5311?")).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    const buttons = screen.getAllByRole("button", { name: "Delete" });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith("Deleted"));
  });

  it("does nothing when the question is cancelled", async () => {
    const remove = vi.fn(async () => {});
    render(<ConfirmDeleteButton question="Delete the link?" onDelete={remove} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(remove).not.toHaveBeenCalled();
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it("is disabled with its reason when blocked, and names its row", () => {
    render(
      <ConfirmDeleteButton
        question="Delete?"
        onDelete={async () => {}}
        blocked="The type still holds 3 questions"
        ariaLabel="Delete Modules"
      />,
    );
    const button = screen.getByRole("button", { name: "Delete Modules" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
