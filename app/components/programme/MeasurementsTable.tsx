import { dimensions } from "@hackpad/programme/dimensions";
import { facts, type FactId } from "@hackpad/programme/facts";
import { TableScroll } from "~/app/components/TableScroll";

export type MeasurementGroup = "layout" | "case" | "holes" | "electronics" | "keyboard" | "thumb";

interface Measurement {
  id: string;
  group: MeasurementGroup;
  what: string;
  /** Display value: a programme fact, or text built from one. */
  value: string;
  why: string;
}

const fact = (id: FactId) => facts[id];

/** Every measurement a pad design uses, with where it matters. Values come from `content/programme/`. */
export const measurements: readonly Measurement[] = [
  {
    id: "switch-spacing",
    group: "layout",
    what: "Key spacing, centre to centre",
    value: fact("switchSpacing"),
    why: "Keeps keycaps from rubbing. Use it for MX and Choc V2 switches alike.",
  },
  {
    id: "switch-grid",
    group: "layout",
    what: "KiCad grid for switches",
    value: fact("switchGrid"),
    why: "One eighth of the key spacing, so switches snap exactly into place.",
  },
  {
    id: "fine-grid",
    group: "layout",
    what: "KiCad grid for everything else",
    value: fact("fineGrid"),
    why: "Fine enough to line up diodes, LEDs and the controller.",
  },
  {
    id: "skip-matrix",
    group: "layout",
    what: "Skip the key matrix at",
    value: `${fact("skipMatrixAtOrBelow")} switches or fewer`,
    why: "Wire each switch straight to its own pin instead: simpler, no diodes.",
  },
  {
    id: "case-inner",
    group: "case",
    what: "Pocket around the PCB",
    value: `${fact("caseInnerMargin")} per side`,
    why: "Room for the board to drop into the case.",
  },
  {
    id: "case-outer",
    group: "case",
    what: "Outer case outline",
    value: `PCB + ${fact("caseOuterExtra")}`,
    why: "Added to the PCB's width and to its length, for walls and screw holes.",
  },
  {
    id: "case-height",
    group: "case",
    what: "Case height",
    value: fact("caseHeight"),
    why: "Tall enough for the board, the controller and the wires under the plate.",
  },
  {
    id: "plate",
    group: "case",
    what: "Plate: the case floor (bottom plate)",
    value: fact("caseFloor"),
    why: `The programme's \u201cplate ${fact("plate")}\u201d: the floor of the printed bottom, under the PCB. Not the plate the switches clip into.`,
  },
  {
    id: "switch-plate",
    group: "case",
    what: "Switch plate, at each keyhole",
    value: fact("switchPlate"),
    why: "What MX-style switch clips grip (the switch makers' drawings give this plate thickness). A thicker printed top must be thinned to it around every keyhole.",
  },
  { id: "usb-cutout", group: "case", what: "USB cut-out width", value: fact("usbCutoutWidth"), why: "Room for the USB-C plug's housing, not just the port." },
  { id: "fillet", group: "case", what: "Corner fillet", value: fact("fillet"), why: "Rounded vertical edges: nicer to hold, and they print cleaner." },
  {
    id: "gap",
    group: "case",
    what: "Gap between printed parts",
    value: fact("printedPartGap"),
    why: "Parts drawn at exactly the same size won't fit together once printed.",
  },
  { id: "screw-hole", group: "holes", what: "M3 clearance hole", value: fact("screwHole"), why: "The screw slides through freely." },
  {
    id: "screw-edge",
    group: "holes",
    what: "Hole centre from the outer edge",
    value: fact("screwHoleEdgeDistance"),
    why: "Leaves enough plastic around each hole.",
  },
  {
    id: "counterbore",
    group: "holes",
    what: "Counterbore for screw heads",
    value: fact("counterbore"),
    why: "Sinks the heads so the pad sits flat on the desk.",
  },
  {
    id: "heat-set",
    group: "holes",
    what: "Hole for an M3 heat-set insert",
    value: fact("heatSetHole"),
    why: "The insert melts into it with a soldering iron and gives strong threads.",
  },
  {
    id: "direct-screw",
    group: "holes",
    what: "Hole to screw an M3 straight into plastic",
    value: fact("directScrewHole"),
    why: "The screw cuts its own thread: fine for a few assemblies.",
  },
  { id: "pull-up", group: "electronics", what: "I2C pull-up resistors", value: fact("pullUp"), why: "One on SDA and one on SCL to 3.3 V, for an IO expander." },
  {
    id: "expander",
    group: "electronics",
    what: "Extra pins from an MCP23017 IO expander",
    value: fact("ioExpanderExtraPins"),
    why: "When the controller's own pins run out.",
  },
  {
    id: "acrylic",
    group: "keyboard",
    what: "Keyboard case acrylic",
    value: fact("keyboardAcrylic"),
    why: "Sheet thickness for the keyboard track's acrylic case layers. Keyboard track only: a macropad case is 3D printed.",
  },
  {
    id: "pcb-to-plate",
    group: "thumb",
    what: "Top of PCB to top of plate (MX)",
    value: `about ${dimensions.pcbTopToPlateTopMm} mm`,
    why: "A rule of thumb from Hackpad v1, handy when you draw a plate that floats above the board.",
  },
];

/** The measurements as a table; `group` picks one or more groups (all of them by default). */
export function MeasurementsTable({ group, caption = "Measurements" }: { group?: MeasurementGroup | readonly MeasurementGroup[]; caption?: string }) {
  const groups = group === undefined ? undefined : typeof group === "string" ? [group] : group;
  const rows = groups ? measurements.filter((row) => groups.includes(row.group)) : measurements;
  return (
    <TableScroll label={`${caption} table`}>
      <table>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Measurement, and why it matters</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} id={`measure-${row.id}`}>
              <th scope="row">
                {row.what}
                <span className="mt-0.5 block text-[0.9em] font-normal text-[var(--fg-muted)]">{row.why}</span>
              </th>
              <td className={row.value.length <= 14 ? "whitespace-nowrap font-semibold" : "font-semibold"}>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
