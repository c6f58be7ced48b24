import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DataColumn, DataTable } from "./DataTable";

type Rider = { id: string; name: string; email: string; delivered: number; owes: boolean };

const RIDERS: Rider[] = [
  { id: "r1", name: "Ravi Kumar", email: "ravi.kumar.with.a.very.long.address@example.com", delivered: 14, owes: true },
  { id: "r2", name: "Sana Shaikh", email: "sana@example.com", delivered: 3, owes: false },
];

function columns(onSettle: (rider: Rider) => void): DataColumn<Rider>[] {
  return [
    { header: "Name", cell: (rider) => rider.name },
    { header: "E-mail", cell: (rider) => rider.email },
    { header: "Delivered", numeric: true, cell: (rider) => rider.delivered },
    {
      header: "Actions",
      hideHeader: true,
      cell: (rider) =>
        rider.owes ? (
          <button type="button" onClick={() => onSettle(rider)}>
            Settle {rider.name}
          </button>
        ) : null,
    },
  ];
}

/** Makes `(min-width: 768px)` match (a wide screen) or not (a phone). */
function screenIsWide(wide: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: wide && query === "(min-width: 768px)",
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("DataTable on a wide screen", () => {
  it("is a captioned table with every header, the actions header for screen readers only", () => {
    screenIsWide(true);
    render(<DataTable caption="Riders" columns={columns(() => {})} items={RIDERS} itemKey={(rider) => rider.id} />);

    const table = screen.getByRole("table", { name: "Riders" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Name", "E-mail", "Delivered", "Actions"]);
    expect(within(headers[3] as HTMLElement).getByText("Actions")).toHaveClass("sr-only");
    const ravi = within(table).getByRole("row", { name: /Ravi Kumar/ });
    expect(
      within(ravi)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Ravi Kumar", "ravi.kumar.with.a.very.long.address@example.com", "14", "Settle Ravi Kumar"]);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("fits the page: no forced min width, long values may break, numbers right-aligned, actions kept on one line", () => {
    screenIsWide(true);
    render(<DataTable caption="Riders" columns={columns(() => {})} items={RIDERS} itemKey={(rider) => rider.id} />);

    const table = screen.getByRole("table", { name: "Riders" });
    expect(table).toHaveClass("w-full");
    expect(table.className).not.toMatch(/min-w-/);
    const [name, email, delivered, actions] = within(
      within(table).getByRole("row", { name: /Ravi Kumar/ }),
    ).getAllByRole("cell");
    expect(email).toHaveClass("break-words");
    expect(name).not.toHaveClass("whitespace-nowrap");
    expect(delivered).toHaveClass("text-right", "tabular-nums");
    expect(actions).toHaveClass("whitespace-nowrap", "w-px");
  });
});

describe("DataTable on a phone", () => {
  it("lists each row as a card whose values are labelled with the column headers", () => {
    screenIsWide(false);
    render(<DataTable caption="Riders" columns={columns(() => {})} items={RIDERS} itemKey={(rider) => rider.id} />);

    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "Riders" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const ravi = cards[0] as HTMLElement;
    const labels = within(ravi).getAllByRole("term");
    expect(labels.map((label) => label.textContent)).toEqual(["Name", "E-mail", "Delivered"]);
    expect(labels.map((label) => label.nextElementSibling?.textContent)).toEqual([
      "Ravi Kumar",
      "ravi.kumar.with.a.very.long.address@example.com",
      "14",
    ]);
    expect(labels.map((label) => label.nextElementSibling?.tagName)).toEqual(["DD", "DD", "DD"]);
  });

  it("puts the row's actions under its values, unlabelled, and they work", async () => {
    screenIsWide(false);
    const onSettle = vi.fn();
    render(<DataTable caption="Riders" columns={columns(onSettle)} items={RIDERS} itemKey={(rider) => rider.id} />);

    const [ravi, sana] = within(screen.getByRole("list", { name: "Riders" })).getAllByRole("listitem");
    expect(within(ravi as HTMLElement).queryByText("Actions")).not.toBeInTheDocument();
    await userEvent.click(within(ravi as HTMLElement).getByRole("button", { name: "Settle Ravi Kumar" }));
    expect(onSettle).toHaveBeenCalledWith(RIDERS[0]);
    // Nothing to settle: no button, and the (empty) actions row takes no room.
    expect(within(sana as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
    const emptyActions = (sana as HTMLElement).querySelector("dl + div");
    expect(emptyActions).toBeEmptyDOMElement();
    expect(emptyActions).toHaveClass("empty:hidden");
  });
});
