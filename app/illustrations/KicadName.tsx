import { kicadParts, kicadShortName, type KicadName as KicadNameData } from "@hackpad/programme/parts";

type PartId = keyof typeof kicadParts;
type Field = "symbol" | "footprint" | "symbolOlderKicad" | "footprintOlderKicad";

/** The KiCad name of one part's symbol or footprint, from `kicadParts`; throws for a name the data lacks. */
export function kicadNameOf(part: PartId, field: Field): KicadNameData {
  const entry: Partial<Record<Field, KicadNameData>> = kicadParts[part];
  const name = entry[field];
  if (!name) throw new Error(`<KicadName part="${part}" field="${field}" />: content/programme/parts.ts has no such name`);
  return name;
}

/**
 * A KiCad symbol or footprint name as a reader types it: `<KicadName part="led" field="footprint" />`.
 * `full` shows the `Library:` prefix too; the versions note follows when only some KiCad releases ship it.
 */
export function KicadName({ part, field, full = false }: { part: PartId; field: Field; full?: boolean }) {
  const name = kicadNameOf(part, field);
  return (
    <>
      <code className="break-all">{full ? name.name : kicadShortName(name.name)}</code>
      {name.versions ? <> ({name.versions})</> : null}
    </>
  );
}

/** The SK6812 MINI-E's body or the hole its footprints cut, as "3.4 × 3.0 mm", or the corner relief, from `kicadParts.led`. */
export function LedSize({ of }: { of: "hole" | "body" | "relief" }) {
  if (of === "relief") return <>{`${kicadParts.led.holeCornerReliefMm}\u00a0mm`}</>;
  const size = of === "hole" ? kicadParts.led.holeMm : kicadParts.led.bodyMm;
  return <>{`${size.w.toFixed(1)} × ${size.h.toFixed(1)}\u00a0mm`}</>;
}

/** The IO expander's symbol under each KiCad version: "MCP23017_SO (KiCad 9 and older) or …". */
export function ExpanderSymbols() {
  const symbols = kicadParts.ioExpander.symbols;
  return (
    <>
      {symbols.map((symbol, i) => (
        <span key={symbol.name}>
          {i > 0 ? " or " : null}
          <code className="break-all">{kicadShortName(symbol.name)}</code> ({symbol.versions})
        </span>
      ))}
    </>
  );
}
