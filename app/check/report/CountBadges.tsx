import { limits } from "@hackpad/programme/limits";
import { plural, specBadge, specBadgeName } from "~/app/components/spec-badge";
import type { Measurements } from "@hackpad/preflight/report";

const over = "border-accent-600 dark:border-accent-300";

function Badge({ count, limit, label }: { count: number | null; limit: number; label: string }) {
  if (count === null) return null;
  const tooMany = count > limit;
  return (
    <li className={`${specBadge} ${tooMany ? over : ""}`}>
      <span className={specBadgeName}>
        {count} of {limit}
      </span>{" "}
      {label}
      {tooMany ? <strong> (too many)</strong> : null}
    </li>
  );
}

/** The counts the rules limit, as the badges project pages use. */
export function CountBadges({ measurements: m }: { measurements: Measurements }) {
  return (
    <ul className="not-prose mt-3 flex flex-wrap gap-2" aria-label="Counts against the limits">
      <Badge
        count={m.inputs}
        limit={limits.maxInputs}
        label={`inputs (${plural(m.switches ?? 0, "key")}${m.encoders ? ` + ${plural(m.encoders, "rotary encoder")}` : ", no rotary encoder"})`}
      />
      <Badge count={m.encoders} limit={limits.maxEncoders} label="rotary encoders" />
      <Badge count={m.oleds} limit={limits.maxOleds} label="OLED" />
      <Badge count={m.leds} limit={limits.maxLeds} label="LEDs" />
      {m.copperLayers !== null ? (
        <li className={`${specBadge} ${m.copperLayers !== limits.pcb.layers ? over : ""}`}>
          <span className={specBadgeName}>{plural(m.copperLayers, "copper layer")}</span> (must be {limits.pcb.layers})
        </li>
      ) : null}
      {m.controller ? (
        <li className={specBadge}>
          <span className={specBadgeName}>{m.controller}</span>
        </li>
      ) : null}
    </ul>
  );
}
