import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, loadLanguage } from "../../i18n/i18n.ts";
import { showError } from "../../lib/feedback.ts";
import { ImageUploadButton } from "./ImageUploadButton.tsx";

// The toast is Ant Design's global message, whose timers would outlive the test's DOM.
vi.mock("../../lib/feedback.ts", () => ({ showError: vi.fn() }));

beforeEach(async () => {
  vi.mocked(showError).mockClear();
  await loadLanguage("en-US");
  await i18n.changeLanguage("en-US");
});
afterEach(() => {
  cleanup();
});

function pick(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [file] } });
}

function renderButton(upload = vi.fn(async () => ({ url: "/uploads/banners/a.png" }))) {
  const onUploaded = vi.fn();
  const view = render(
    <ImageUploadButton
      hasImage={false}
      mimeTypes={["image/png"]}
      maxBytes={1024}
      upload={upload}
      onUploaded={onUploaded}
      textsKey="content.bannerManagement.banners"
    />,
  );
  return { ...view, upload, onUploaded };
}

// Ant Design renders slowly in happy-dom.
describe("ImageUploadButton", { timeout: 30_000 }, () => {
  it("sends a picture of an allowed type and size and hands over its address", async () => {
    const { container, upload, onUploaded } = renderButton();
    expect(screen.getByRole("button", { name: /Upload picture/ })).toBeTruthy();
    pick(container, new File([new Uint8Array(10)], "a.png", { type: "image/png" }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith("/uploads/banners/a.png"));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(showError).not.toHaveBeenCalled();
  });

  it("refuses another type and a file over the limit before sending, saying why", async () => {
    const { container, upload } = renderButton();
    pick(container, new File([new Uint8Array(10)], "a.gif", { type: "image/gif" }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(i18n.t("content.bannerManagement.banners.imageType")),
    );
    pick(container, new File([new Uint8Array(2048)], "big.png", { type: "image/png" }));
    await waitFor(() =>
      expect(showError).toHaveBeenLastCalledWith(
        i18n.t("content.bannerManagement.banners.imageSize", { size: 1024 / (1024 * 1024) }),
      ),
    );
    expect(upload).not.toHaveBeenCalled();
  });
});
