/**
 * Trans (components/i18n/Trans.tsx): a catalog text's tags become the given elements — named, self-closing, nested —
 * a tag with no element shows its words, values are shown as written, and `count` picks the plural case.
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../lib/i18n";
import { renderMarkup, Trans } from "./Trans";

function html(text: string, components?: Parameters<typeof renderMarkup>[1]): string {
  const { container } = render(<p>{renderMarkup(text, components)}</p>);
  return container.innerHTML;
}

describe("renderMarkup", () => {
  it("wraps a tag's words in its element, keeping the element's props", () => {
    expect(html("Pay <strong>₹250</strong> now", { strong: <b className="x" /> })).toBe(
      '<p>Pay <b class="x">₹250</b> now</p>',
    );
  });

  it("puts a self-closing tag's element in as given, with its own children", () => {
    expect(
      html("Write to <email/> or <date/>.", {
        email: <a href="mailto:help@example.com">help@example.com</a>,
        date: <time dateTime="2026-11-24" />,
      }),
    ).toBe(
      '<p>Write to <a href="mailto:help@example.com">help@example.com</a> or <time datetime="2026-11-24"></time>.</p>',
    );
  });

  it("nests tags, and uses one element for several tags of the same name", () => {
    expect(html("<a>one <b>two</b> three</a> <b>four</b>", { a: <em />, b: <strong /> })).toBe(
      "<p><em>one <strong>two</strong> three</em> <strong>four</strong></p>",
    );
  });

  it("shows an unknown tag's words alone, and a self-closing unknown tag as nothing", () => {
    expect(html("a <u>b</u> c<br/>d", {})).toBe("<p>a b cd</p>");
  });

  it("keeps a stray closing tag as text and the words of a tag left open", () => {
    expect(html("a </b> c", { b: <strong /> })).toBe("<p>a &lt;/b&gt; c</p>");
    expect(html("a <b>c", { b: <strong /> })).toBe("<p>a <strong>c</strong></p>");
  });
});

describe("Trans", () => {
  it("fills in values, shown as written even when they look like tags", () => {
    render(
      <p data-testid="text">
        <Trans
          i18nKey="products:deleteWarning"
          values={{ name: "Dal <bold>Makhani</bold> & naan" }}
          components={{ bold: <strong /> }}
        />
      </p>,
    );
    const text = screen.getByTestId("text");
    expect(text).toHaveTextContent("Dal <bold>Makhani</bold> & naan will be removed from your menu.");
    expect(text.querySelectorAll("strong")).toHaveLength(1);
  });

  it("chooses the plural case by count, in English and in Hindi (where 0 is `one`)", async () => {
    const today = (count: number) =>
      render(
        <p data-testid={`today-${count}`}>
          <Trans i18nKey="rider:today" count={count} values={{ earnings: "₹90" }} components={{ bold: <strong /> }} />
        </p>,
      );
    today(1);
    today(2);
    expect(screen.getByTestId("today-1").innerHTML).toBe(
      "Today: <strong>1 delivery</strong> · <strong>₹90 earned</strong>",
    );
    expect(screen.getByTestId("today-2")).toHaveTextContent("Today: 2 deliveries · ₹90 earned");
    await setLanguage("hi");
    today(0);
    expect(screen.getByTestId("today-0").innerHTML).toBe("आज: <strong>0 डिलीवरी</strong> · <strong>₹90 कमाए</strong>");
  });

  it("shows the key when the text is missing, as t() does", () => {
    render(
      <p data-testid="text">
        <Trans i18nKey="home:noSuchText" />
      </p>,
    );
    expect(screen.getByTestId("text")).toHaveTextContent("noSuchText");
  });
});
