import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App, Form, Input } from "antd";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, loadLanguage } from "../../i18n/i18n.ts";
import { showSuccess } from "../../lib/feedback.ts";
import { HttpError } from "../../lib/http.ts";
import { type FormRecord, recordFromList, VersionedForm } from "./VersionedForm.tsx";

// The toast is Ant Design's global message, whose timers would outlive the test's DOM; the
// stale-record dialog is the real one (lib/feedback.ts's confirmAction).
vi.mock("../../lib/feedback.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/feedback.ts")>()),
  showSuccess: vi.fn(),
  showError: vi.fn(),
}));

beforeEach(async () => {
  vi.mocked(showSuccess).mockClear();
  await loadLanguage("en-US");
  await i18n.changeLanguage("en-US");
});
afterEach(() => {
  cleanup();
});

type Stored = { id: number; name: string; version: number };
type Values = { name: string };

const loaded = (stored: Stored, refetch = vi.fn(async () => ({ data: stored }))) =>
  ({ data: stored, isError: false, error: null, refetch }) satisfies FormRecord<Stored>;

function NameForm({
  record,
  save,
  onClosed = () => {},
  onSaved,
}: {
  record: FormRecord<Stored> | null;
  save: (values: Values, version: number | null) => Promise<unknown>;
  onClosed?: () => void;
  onSaved?: () => void;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <App>
      <VersionedForm<Values, Stored>
        title="Edit the name"
        form={form}
        record={record}
        valuesOf={(stored) => ({ name: stored.name })}
        save={save}
        saving={false}
        onSaved={onSaved}
        onClosed={onClosed}
      >
        {(stored) => (
          <Form form={form} initialValues={{ name: stored?.name ?? "" }}>
            <Form.Item name="name" label="Name" rules={[{ required: true, message: "Enter it" }]}>
              <Input />
            </Form.Item>
          </Form>
        )}
      </VersionedForm>
    </App>
  );
}

const nameInput = () => screen.getByLabelText("Name") as HTMLInputElement;
const saveButton = () => screen.getByRole("button", { name: "Save" });

// Ant Design renders slowly in happy-dom.
describe("VersionedForm", { timeout: 30_000 }, () => {
  it("waits for the record, then saves what was typed with the version it was filled from", async () => {
    const save = vi.fn(async () => {});
    const onSaved = vi.fn();
    const pending: FormRecord<Stored> = {
      data: undefined,
      isError: false,
      error: null,
      refetch: async () => ({}),
    };
    const { rerender } = render(<NameForm record={pending} save={save} />);
    expect(screen.queryByLabelText("Name")).toBeNull();
    rerender(
      <NameForm
        record={loaded({ id: 1, name: "M5311", version: 4 })}
        save={save}
        onSaved={onSaved}
      />,
    );
    await waitFor(() => expect(nameInput().value).toBe("M5311"));
    // A refetch in the background brings a newer version: the form still saves the one it read.
    rerender(
      <NameForm
        record={loaded({ id: 1, name: "M5311", version: 5 })}
        save={save}
        onSaved={onSaved}
      />,
    );
    fireEvent.change(nameInput(), { target: { value: "M5311-A" } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: "M5311-A" }, 4));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith("Saved"));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("saves a new record with no version and refuses an empty required field", async () => {
    const save = vi.fn(async () => {});
    render(<NameForm record={null} save={save} />);
    fireEvent.click(saveButton());
    expect(await screen.findByText("Enter it")).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(nameInput(), { target: { value: "ML302" } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: "ML302" }, null));
  });

  it("offers to reload after a stale save, and reloads the stored record into the form", async () => {
    const refetch = vi.fn(async () => ({ data: { id: 1, name: "Saved by another", version: 7 } }));
    const save = vi
      .fn<(values: Values, version: number | null) => Promise<unknown>>()
      .mockRejectedValueOnce(new HttpError(409, "Changed meanwhile", { currentVersion: 7 }))
      .mockResolvedValueOnce(undefined);
    render(<NameForm record={loaded({ id: 1, name: "M5311", version: 6 }, refetch)} save={save} />);
    await waitFor(() => expect(nameInput().value).toBe("M5311"));
    fireEvent.change(nameInput(), { target: { value: "Mine" } });
    fireEvent.click(saveButton());
    expect(await screen.findAllByText("Changed by someone else")).not.toHaveLength(0);
    expect(nameInput().value).toBe("Mine");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(nameInput().value).toBe("Saved by another"));
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ name: "Saved by another" }, 7));
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    const save = vi.fn(async () => {
      throw new HttpError(400, "Bad", [{ field: "name", message: "The name is taken" }], true);
    });
    render(<NameForm record={null} save={save} />);
    fireEvent.change(nameInput(), { target: { value: "M5311" } });
    fireEvent.click(saveButton());
    expect(await screen.findByText("The name is taken")).toBeTruthy();
    expect(nameInput().value).toBe("M5311");
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it("asks before closing over typed changes, and closes at once when nothing was typed", async () => {
    const onClosed = vi.fn();
    const { unmount } = render(
      <NameForm
        record={loaded({ id: 1, name: "M5311", version: 1 })}
        save={vi.fn()}
        onClosed={onClosed}
      />,
    );
    await waitFor(() => expect(nameInput().value).toBe("M5311"));
    fireEvent.change(nameInput(), { target: { value: "typed" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    const [discardTitle] = await screen.findAllByText("Discard the unsaved changes?");
    const discardDialog = discardTitle?.closest(".ant-modal") as HTMLElement;
    fireEvent.click(within(discardDialog).getByRole("button", { name: "Keep editing" }));
    expect(nameInput().value).toBe("typed");
    unmount();

    const onUntouchedClosed = vi.fn();
    render(<NameForm record={null} save={vi.fn()} onClosed={onUntouchedClosed} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(onUntouchedClosed).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(screen.queryByText("Discard the unsaved changes?")).toBeNull();
  });

  it("shows a load failure with a retry in place of the form", async () => {
    const refetch = vi.fn(async () => ({}));
    render(
      <NameForm
        record={{ data: undefined, isError: true, error: new HttpError(500, "Down"), refetch }}
        save={vi.fn()}
      />,
    );
    expect(await screen.findByText("The record could not be loaded")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /Retry/ }));
    });
    expect(refetch).toHaveBeenCalled();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("recordFromList", () => {
  it("reloads a row by fetching its list again and picking it out", async () => {
    const list = { refetch: async () => ({ data: [{ id: 1, name: "new", version: 2 }] }) };
    const record = recordFromList(list, { id: 1, name: "old", version: 1 }, (rows) =>
      rows.find((row) => row.id === 1),
    );
    expect(record.data?.name).toBe("old");
    expect((await record.refetch()).data).toEqual({ id: 1, name: "new", version: 2 });
  });
});
