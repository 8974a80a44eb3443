/** The layers of a 2-layer board, top to bottom, as KiCad names them. Thicknesses are drawing units, not to scale. */
export const boardLayers = [
  { name: "F.Silkscreen", short: "white ink: name, XIAO HERE", role: "white ink: your pad's name, XIAO HERE, part outlines", kind: "silk", thickness: 3 },
  { name: "F.Mask", short: "coloured coating", role: "the coloured coating that covers the copper", kind: "mask", thickness: 4 },
  { name: "F.Cu", short: "front copper (red in KiCad)", role: "front copper: tracks drawn in red in KiCad", kind: "copper", thickness: 5 },
  { name: "Core", short: "fibreglass board (FR-4)", role: "the fibreglass board itself (FR-4)", kind: "core", thickness: 26 },
  { name: "B.Cu", short: "back copper (blue in KiCad)", role: "back copper: tracks drawn in blue in KiCad", kind: "copper", thickness: 5 },
  { name: "B.Mask", short: "coating on the back", role: "coating on the back", kind: "mask", thickness: 4 },
  { name: "B.Silkscreen", short: "white ink on the back", role: "white ink on the back", kind: "silk", thickness: 3 },
] as const;

export type LayerKind = (typeof boardLayers)[number]["kind"];

/** Stacks layers from `top` with `gap` between them; returns each layer with its y and height. */
export function stackLayers<T extends { thickness: number }>(layers: readonly T[], top: number, gap: number) {
  let y = top;
  return layers.map((layer) => {
    const placed = { ...layer, y, h: layer.thickness };
    y += layer.thickness + gap;
    return placed;
  });
}
