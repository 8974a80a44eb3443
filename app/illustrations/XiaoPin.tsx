import { kicadPinText } from "~/lib/illustrations/guide-wiring";

/** A XIAO pin as the board prints it, with what the KiCad symbol calls it: D4 (symbol: GPIO6/SDA, pin 5). */
export function PinWithSymbol({ name }: { name: string }) {
  return (
    <>
      <code>{name}</code> <span className="text-[var(--fg-muted)]">(symbol: {kicadPinText(name)})</span>
    </>
  );
}

/** What the KiCad symbol calls a XIAO pin, inline: `<KicadPin name="D3" />` → GPIO29/ADC3/A3, pin 4. */
export function KicadPin({ name }: { name: string }) {
  const [label, number] = kicadPinText(name).split(", ");
  return (
    <>
      <code>{label}</code>, {number}
    </>
  );
}
