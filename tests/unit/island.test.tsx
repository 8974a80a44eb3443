import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { islandOf } from "~/app/islands/Island";

function Counter({ start, label }: { start: number; label: string }) {
  return <output>{`${label}: ${start}`}</output>;
}

const Widened = Counter as unknown as Parameters<typeof islandOf>[1];

describe("islands on the build", () => {
  it("renders the component inside an element that names it and holds its props as JSON", () => {
    const Island = islandOf("Counter", Widened, "content/docs/x.mdx");
    const html = renderToStaticMarkup(<Island start={3} label="Keys" />);
    expect(html).toBe('<div data-island="Counter" data-island-props="{&quot;start&quot;:3,&quot;label&quot;:&quot;Keys&quot;}"><output>Keys: 3</output></div>');
  });

  it("gives a component the same wrapper every render, so React keeps its state", () => {
    expect(islandOf("Counter", Widened, "content/docs/x.mdx")).toBe(islandOf("Counter", Widened, "content/docs/y.mdx"));
  });

  it("names the page and the component when a prop cannot be written as JSON", () => {
    const Island = islandOf("Picky", Widened, "content/docs/odd.mdx");
    expect(() => renderToStaticMarkup(<Island start={() => 1} label="x" />)).toThrow(
      /^content\/docs\/odd\.mdx: <Picky> takes only plain values/,
    );
    expect(() => renderToStaticMarkup(<Island start={Number.NaN} label="x" />)).toThrow(/<Picky>/);
    expect(() => renderToStaticMarkup(<Island start={1} label="x" extra={<b>bold</b>} />)).toThrow(/<Picky>/);
  });
});
