import { limits } from "@hackpad/programme/limits";
import type { ProjectSummary } from "~/lib/projects/load";
import { specBadge as badge, specBadgeName as name } from "../spec-badge";
import { oledLabel, plural } from "./labels";

/** Spec badges of a project page: inputs used of the programme limit, firmware, switches, OLED, LEDs. */
export function ProjectSpecs({ project }: { project: ProjectSummary }) {
  const inputs = project.switches + project.encoders;
  return (
    <ul className="not-prose flex flex-wrap gap-2" aria-label="Specifications">
      <li className={badge}>
        <span className={name}>
          {inputs} of {limits.maxInputs} inputs
        </span>{" "}
        ({plural(project.switches, "key")}
        {project.encoders > 0 ? ` + ${plural(project.encoders, "rotary encoder")}` : ", no rotary encoder"})
      </li>
      <li className={badge}>
        <span className={name}>{project.firmware === "other" ? "Other firmware" : project.firmware}</span>
        {project.firmware === "other" ? "" : " firmware"}
      </li>
      <li className={badge}>
        <span className={name}>{project.switchType}</span> switches
      </li>
      <li className={badge}>
        <span className={name}>{oledLabel(project.oled)}</span>
      </li>
      <li className={badge}>
        <span className={name}>{project.leds === 0 ? "No LEDs" : plural(project.leds, "LED")}</span>
      </li>
    </ul>
  );
}
