import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { lazySection } from "./lazy-section.tsx";

afterEach(() => {
  cleanup();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazySection", () => {
  it("holds the section's place until its code has arrived, then draws it with its props", async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const code = new Promise<typeof Greeting>((resolve) => {
      arrive = resolve;
    });
    const LazyGreeting = lazySection(() => code, <p>Waiting</p>);

    render(<LazyGreeting name="reader" />);
    expect(screen.getByText("Waiting")).toBeDefined();
    expect(screen.queryByText("Hello reader")).toBeNull();

    await act(async () => {
      arrive(Greeting);
      await code;
    });
    expect(await screen.findByText("Hello reader")).toBeDefined();
    expect(screen.queryByText("Waiting")).toBeNull();
  });

  it("asks for the code once, however often it is drawn", async () => {
    let asked = 0;
    const LazyGreeting = lazySection(() => {
      asked += 1;
      return Promise.resolve(Greeting);
    }, null);

    render(
      <>
        <LazyGreeting name="one" />
        <LazyGreeting name="two" />
      </>,
    );
    expect(await screen.findByText("Hello one")).toBeDefined();
    expect(await screen.findByText("Hello two")).toBeDefined();
    expect(asked).toBe(1);
  });
});
