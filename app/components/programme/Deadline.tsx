import { keyboardDeadline, macropadDeadline } from "@hackpad/programme/deadlines";

/** A programme deadline as a <time> element: `<Deadline track="keyboard" />`. */
export function Deadline({ track = "macropad", short = false }: { track?: "macropad" | "keyboard"; short?: boolean }) {
  const deadline = track === "keyboard" ? keyboardDeadline : macropadDeadline;
  return (
    <time dateTime={deadline.date} className="font-semibold">
      {short ? deadline.short : deadline.label}
    </time>
  );
}
