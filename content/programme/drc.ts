/** KiCad design-rule-check messages a Hackpad usually meets, with plain-words advice. */

export type DrcGroup = "ignore" | "warning" | "error";

/** What KiCad does with a check out of the box: report it as an error or a warning, or skip it. */
export type KicadSeverity = "error" | "warning" | "ignore";

export interface DrcMessage {
  /** Anchor id on /errors. */
  id: string;
  /** The message as KiCad shows it in the DRC list, word for word (names in quotes stand for yours). */
  message: string;
  /** How KiCad marks it when it reports it: its default, or "warning" for checks that are off by default. */
  severity: "warning" | "error";
  /** KiCad's default severity for this check (Board Setup › Violation Severity), from KiCad's source. */
  defaultSeverity: KicadSeverity;
  /** KiCad's settings key for the check, as in a DRC report (`track_dangling`). */
  kicadKey: string;
  /** The check's name in Board Setup › Violation Severity, where it differs from `message`. */
  kicadTitle?: string;
  /** The programme's own name for it, where the spec words it differently from KiCad. */
  specName?: string;
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
    intro: "Your DRC must show none of these before you submit: KiCad's errors, plus the one warning that can mean a connection was never finished.",
  },
};

export const drcMessages = [
  {
    id: "silkscreen-clipped-by-solder-mask",
    message: "Silkscreen clipped by solder mask",
    severity: "warning",
    defaultSeverity: "warning",
    kicadKey: "silk_over_copper",
    group: "ignore",
    meaning: "Part of your silkscreen text or art lies over a spot with no solder mask (a pad), so that bit will not print.",
    action: "Ignore it, unless the clipped part is text you need to read; then move the text.",
  },
  {
    id: "silkscreen-clipped-by-board-edge",
    message: "Silkscreen clipped by board edge",
    severity: "warning",
    defaultSeverity: "warning",
    kicadKey: "silk_edge_clearance",
    group: "ignore",
    meaning: "Some silkscreen runs past the board outline and will be cut off.",
    action: "Ignore it, or pull the text or art inside the outline if you want all of it.",
  },
  {
    id: "footprint-type-mismatch",
    message: "Footprint component type doesn't match footprint pads",
    severity: "warning",
    defaultSeverity: "ignore",
    kicadKey: "footprint_type_mismatch",
    group: "ignore",
    meaning:
      "The footprint is marked as SMD or through-hole but its pads say otherwise. Common with downloaded footprints. KiCad skips this check unless you switch it on.",
    action: "Ignore it: the board is made the same either way.",
  },
  {
    id: "no-courtyard",
    message: "Footprint has no courtyard defined",
    severity: "warning",
    defaultSeverity: "ignore",
    kicadKey: "missing_courtyard",
    group: "ignore",
    meaning: "The footprint lacks the outline KiCad uses to check parts don't overlap. KiCad skips this check unless you switch it on.",
    action: "Ignore it, but check by eye that nothing sits on top of that part.",
  },
  {
    id: "text-height",
    message: "Text height out of range",
    severity: "warning",
    defaultSeverity: "warning",
    kicadKey: "text_height",
    group: "ignore",
    meaning: "Some text is smaller or larger than the limits in Board Setup.",
    action: "You may ignore it, but very small text may print as a smudge. Make it bigger if it matters.",
  },
  {
    id: "trace-unconnected-end",
    message: "Track has unconnected end",
    specName: "Trace has unconnected end",
    severity: "warning",
    defaultSeverity: "warning",
    kicadKey: "track_dangling",
    group: "warning",
    meaning: "A piece of track stops without touching a pad, a via or another track: usually a stub left over from routing.",
    action:
      "Click the message to find it (an arrow marks the loose end), then delete the stub. If the track was heading for a pad, see the same message under Must fix.",
  },
  {
    id: "pth-inside-courtyard",
    message: "PTH inside courtyard",
    severity: "warning",
    defaultSeverity: "ignore",
    kicadKey: "pth_inside_courtyard",
    group: "warning",
    meaning: "A plated hole sits inside another part's courtyard. It may be a false alarm. KiCad skips this check unless you switch it on.",
    action: "Check that no two parts overlap. If they don't, you can leave it.",
  },
  {
    id: "footprint-not-matching-library",
    message: "Footprint 'xxxxxxxx' does not match copy in library 'xxx'",
    kicadTitle: "Footprint doesn't match copy in library",
    severity: "warning",
    defaultSeverity: "warning",
    kicadKey: "lib_footprint_mismatch",
    group: "warning",
    meaning: "The footprint on your board differs from the one in its library, usually after you edited one of them.",
    action: "Tools › Update Footprints from Library…, tick every update option, then Update.",
  },
  {
    id: "footprint-not-found",
    message: "Footprint 'xxxxxxxx' not found in library 'xxx'",
    kicadTitle: "Footprint not found in libraries",
    severity: "warning",
    defaultSeverity: "warning",
    kicadKey: "lib_footprint_issues",
    group: "warning",
    meaning: "KiCad can't find the library the footprint came from.",
    action: "Install the missing library, or assign the footprints again in the schematic.",
  },
  {
    id: "board-edge-clearance",
    message: "Board edge clearance violation",
    severity: "error",
    defaultSeverity: "error",
    kicadKey: "copper_edge_clearance",
    group: "warning",
    meaning:
      "Copper (a pad, track or zone) is closer to the board outline, or to a hole cut on Edge.Cuts, than Board Setup allows. KiCad reports it as an error.",
    action:
      "Move the copper inward. One case is expected: each reverse-mount SK6812 MINI-E has its pads right next to its own hole. When the marker points at an LED pad beside its hole and nothing else, right-click it and choose Exclude; anywhere else, fix it.",
  },
  {
    id: "malformed-outline",
    message: "Board has malformed outline",
    severity: "error",
    defaultSeverity: "error",
    kicadKey: "invalid_outline",
    group: "error",
    meaning: "The Edge.Cuts outline is missing or not closed, so the factory doesn't know the board's shape.",
    action: "Draw one closed shape on Edge.Cuts (Draw Rectangle is easiest), with no gaps or extra lines.",
  },
  {
    id: "track-unconnected-end",
    message: "Track has unconnected end",
    severity: "warning",
    defaultSeverity: "warning",
    kicadKey: "track_dangling",
    group: "error",
    meaning:
      "The same check as under Other warnings, and still only a warning in KiCad. It belongs on this list when the loose end is a connection you started and never finished: the pad it was heading for is still unconnected, so Missing connection between items shows up too.",
    action: "Finish the track onto its pad, or delete it if it was a leftover. Don't submit with a loose end.",
  },
  {
    id: "courtyards-overlap",
    message: "Courtyards overlap",
    severity: "error",
    defaultSeverity: "error",
    kicadKey: "courtyards_overlap",
    group: "error",
    meaning: "Two parts would sit on top of each other.",
    action: "Click the message to see which ones, then move them apart.",
  },
  {
    id: "hole-clearance",
    message: "Hole clearance violation",
    severity: "error",
    defaultSeverity: "error",
    kicadKey: "hole_clearance",
    group: "error",
    meaning: "A track, pad or another hole is too close to a drilled hole.",
    action: "Move the track or part away from the hole.",
  },
  {
    id: "shorting-nets",
    message: "Items shorting two nets",
    severity: "error",
    defaultSeverity: "error",
    kicadKey: "shorting_items",
    group: "error",
    meaning: "Two connections that must stay apart touch, for example 5V and GND.",
    action: "Click the message to see where, then reroute so they don't touch.",
  },
  {
    id: "missing-connection",
    message: "Missing connection between items",
    severity: "error",
    defaultSeverity: "error",
    kicadKey: "unconnected_items",
    group: "error",
    meaning: "Pads that the schematic joins are not joined on the board yet.",
    action: "Click it to find the pads, then route them. The Unconnected Items tab lists them all.",
  },
] as const satisfies readonly DrcMessage[];

export function drcByGroup(group: DrcGroup): readonly DrcMessage[] {
  return drcMessages.filter((message) => message.group === group);
}

/** KiCad's default severities of the messages in one group, most severe first (for the summary table). */
export function groupDefaultSeverities(group: DrcGroup): KicadSeverity[] {
  const order: KicadSeverity[] = ["error", "warning", "ignore"];
  const present = new Set(drcByGroup(group).map((message) => message.defaultSeverity));
  return order.filter((severity) => present.has(severity));
}
