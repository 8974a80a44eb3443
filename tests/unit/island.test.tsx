import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IslandSlot } from "~/app/islands/IslandSlot";
import { isIslandName, islandLoaders } from "~/app/islands/registry";

function PinBudget({ start, label }: { start: number; label: string }) {
  return <output>{`${label}: ${start}`}</output>;
}

describe("islands on the build", () => {
  it("renders a registered component inside an element that names it and holds its props as JSON", () => {
    const html = renderToStaticMarkup(
      <IslandSlot name="PinBudget" page="content/docs/x.mdx">
        <PinBudget start={3} label="Keys" />
      </IslandSlot>,
    );
    expect(html).toBe(
      '<div data-island="PinBudget" data-island-props="{&quot;start&quot;:3,&quot;label&quot;:&quot;Keys&quot;}"><output>Keys: 3</output></div>',
    );
  });

  it("renders any other component as it is, with no island element", () => {
    const html = renderToStaticMarkup(
      <IslandSlot name="Callout" page="content/docs/x.mdx">
        <p>Plain</p>
      </IslandSlot>,
    );
    expect(html).toBe("<p>Plain</p>");
  });

  it("names the page it is on and the component when a prop cannot be written as JSON", () => {
    const Picky = PinBudget as unknown as (props: Record<string, unknown>) => React.ReactElement;
    const render = (page: string, props: Record<string, unknown>) =>
      renderToStaticMarkup(
        <IslandSlot name="PinBudget" page={page}>
          <Picky {...props} />
        </IslandSlot>,
      );
    expect(() => render("content/docs/odd.mdx", { start: () => 1, label: "x" })).toThrow(/^content\/docs\/odd\.mdx: <PinBudget> takes only plain values/);
    expect(() => render("content/docs/other.mdx", { start: Number.NaN, label: "x" })).toThrow(/^content\/docs\/other\.mdx: <PinBudget>/);
    expect(() => render("content/docs/odd.mdx", { start: 1, label: "x", extra: <b>bold</b> })).toThrow(/<PinBudget>/);
  });

  it("knows islands only from the one registry", () => {
    expect(Object.keys(islandLoaders).every(isIslandName)).toBe(true);
    expect(isIslandName("Callout")).toBe(false);
    expect(isIslandName("toString")).toBe(false);
  });
});
