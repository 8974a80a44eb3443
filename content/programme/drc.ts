/** KiCad design-rule-check messages a Hackpad usually meets, with plain-words advice. */

export type DrcGroup = "ignore" | "warning" | "error";

export interface DrcMessage {
  /** Anchor id on /errors. */
  id: string;
  /** The message as KiCad shows it. */
  message: string;
  severity: "warning" | "error";
  /** KiCad's key for the check in saved DRC reports (`.rpt` brackets, `.json` "type"). */
  kicadType: string;
  group: DrcGroup;
  meaning: string;
  action: string;
}

export const drcGroups: Record<DrcGroup, { title: string; intro: string }> = {
  ignore: {
    title: "Safe to ignore",
    intro: "Warnings that do not change what the factory makes. Leave them.",
  },
  warning: {
    title: "Other warnings",
    intro: "Worth a look: some are harmless, some point at a real mistake.",
  },
  error: {
    title: "Must fix",
    intro: "Errors. Your DRC must show none of these before you submit.",
  },
};

export const drcMessages = [
  {
    id: "silkscreen-clipped-by-solder-mask",
    message: "Silkscreen clipped by solder mask",
    severity: "warning",
    kicadType: "silk_over_copper",
    group: "ignore",
    meaning: "Part of your silkscreen text or art lies over a spot with no solder mask (a pad), so that bit will not print.",
    action: "Ignore it, unless the clipped part is text you need to read; then move the text.",
  },
  {
    id: "silkscreen-clipped-by-board-edge",
    message: "Silkscreen clipped by board edge",
    severity: "warning",
    kicadType: "silk_edge_clearance",
    group: "ignore",
    meaning: "Some silkscreen runs past the board outline and will be cut off.",
    action: "Ignore it, or pull the text or art inside the outline if you want all of it.",
  },
  {
    id: "footprint-type-mismatch",
    message: "Footprint component type doesn't match footprint pads",
    severity: "warning",
    kicadType: "footprint_type_mismatch",
    group: "ignore",
    meaning: "The footprint is marked as SMD or through-hole but its pads say otherwise. Common with downloaded footprints.",
    action: "Ignore it: the board is made the same either way.",
  },
  {
    id: "no-courtyard",
    message: "Footprint has no courtyard defined",
    severity: "warning",
    kicadType: "missing_courtyard",
    group: "ignore",
    meaning: "The footprint lacks the outline KiCad uses to check parts don't overlap.",
    action: "Ignore it, but check by eye that nothing sits on top of that part.",
  },
  {
    id: "text-height",
    message: "Text height out of range",
    severity: "warning",
    kicadType: "text_height",
    group: "ignore",
    meaning: "Some text is smaller or larger than the factory likes.",
    action: "You may ignore it, but very small text may print as a smudge. Make it bigger if it matters.",
  },
  {
    id: "trace-unconnected-end",
    message: "Trace has unconnected end",
    severity: "warning",
    kicadType: "track_dangling",
    group: "warning",
    meaning: "A piece of track stops in mid-air: a leftover from routing.",
    action: "Click the message to find it (a yellow arrow marks it), then delete the dangling piece or finish the connection.",
  },
  {
    id: "pth-inside-courtyard",
    message: "PTH inside courtyard",
    severity: "warning",
    kicadType: "pth_inside_courtyard",
    group: "warning",
    meaning: "A plated hole sits inside another part's courtyard. It may be a false alarm.",
    action: "Check that no two parts overlap. If they don't, you can leave it.",
  },
  {
    id: "footprint-not-matching-library",
    message: "Footprint 'xxxxxxxx' does not match copy in library 'xxx'",
    severity: "warning",
    kicadType: "lib_footprint_mismatch",
    group: "warning",
    meaning: "The footprint on your board differs from the one in its library, usually after you edited one of them.",
    action: "Tools › Update Footprints from Library…, tick every update option, then Update.",
  },
  {
    id: "footprint-not-found",
    message: "Footprint 'xxxxxxxx' not found in library 'xxx'",
    severity: "warning",
    kicadType: "lib_footprint_issues",
    group: "warning",
    meaning: "KiCad can't find the library the footprint came from.",
    action: "Install the missing library, or assign the footprints again in the schematic.",
  },
  {
    id: "board-edge-clearance",
    message: "Board edge clearance violation",
    severity: "warning",
    kicadType: "copper_edge_clearance",
    group: "warning",
    meaning: "Pads or tracks are too close to the edge of the board.",
    action: "Move them inward. The reverse-mount LED footprint from the advanced guide triggers it harmlessly.",
  },
  {
    id: "malformed-outline",
    message: "Board has malformed outline",
    severity: "error",
    kicadType: "invalid_outline",
    group: "error",
    meaning: "The Edge.Cuts outline is missing or not closed, so the factory doesn't know the board's shape.",
    action: "Draw one closed shape on Edge.Cuts (Draw Rectangle is easiest), with no gaps or extra lines.",
  },
  {
    id: "track-unconnected-end",
    message: "Track has unconnected end",
    severity: "error",
    kicadType: "track_dangling",
    group: "error",
    meaning: "Two things that should be joined never were.",
    action: "Look for thin ratsnest lines and route them; delete stray track ends.",
  },
  {
    id: "courtyards-overlap",
    message: "Courtyards overlap",
    severity: "error",
    kicadType: "courtyards_overlap",
    group: "error",
    meaning: "Two parts would sit on top of each other.",
    action: "Click the message to see which ones, then move them apart.",
  },
  {
    id: "hole-clearance",
    message: "Hole clearance violation",
    severity: "error",
    kicadType: "hole_clearance",
    group: "error",
    meaning: "A track, pad or another hole is too close to a drilled hole.",
    action: "Move the track or part away from the hole.",
  },
  {
    id: "shorting-nets",
    message: "Items shorting two nets",
    severity: "error",
    kicadType: "shorting_items",
    group: "error",
    meaning: "Two connections that must stay apart touch, for example 5V and GND.",
    action: "Click the message to see where, then reroute so they don't touch.",
  },
  {
    id: "missing-connection",
    message: "Missing connection between items",
    severity: "error",
    kicadType: "unconnected_items",
    group: "error",
    meaning: "Pads that the schematic joins are not joined on the board yet.",
    action: "Click it to find the pads, then route them. The Unconnected Items tab lists them all.",
  },
] as const satisfies readonly DrcMessage[];

export function drcByGroup(group: DrcGroup): readonly DrcMessage[] {
  return drcMessages.filter((message) => message.group === group);
}
