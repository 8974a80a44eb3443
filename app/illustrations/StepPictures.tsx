/** The three small pictures of the landing page's steps, drawn as SVG. Decorative: the step titles say it all. */

const frame = "size-20 shrink-0";

export function PcbStepPicture() {
  return (
    <svg viewBox="0 0 80 80" className={frame} aria-hidden="true" focusable="false">
      <rect x="6" y="10" width="68" height="60" rx="5" className="fill-[#1f6f4a] dark:fill-[#1c5a3d]" />
      <path d="M18 28h18v14h20M18 52h30v-10M56 28v14" fill="none" stroke="#f2c94c" strokeWidth="3" strokeLinecap="round" />
      {[
        [18, 28],
        [56, 28],
        [18, 52],
        [56, 42],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="4.5" fill="#f2c94c" stroke="#7a5a00" strokeWidth="1.2" />
      ))}
    </svg>
  );
}

export function CaseStepPicture() {
  return (
    <svg viewBox="0 0 80 80" className={frame} aria-hidden="true" focusable="false">
      <path d="M10 34 40 20l30 14-30 14Z" className="fill-[#dbe3ee] dark:fill-[#4a525e]" stroke="#6b7280" strokeWidth="1.5" />
      <path d="M10 34v16l30 14V48Z" className="fill-[#b8c3d1] dark:fill-[#3a414c]" stroke="#6b7280" strokeWidth="1.5" />
      <path d="M70 34v16L40 64V48Z" className="fill-[#9aa7b8] dark:fill-[#2b3139]" stroke="#6b7280" strokeWidth="1.5" />
      <path d="M30 30l10-5 10 5-10 5Z" fill="#ec3750" />
    </svg>
  );
}

export function FirmwareStepPicture() {
  return (
    <svg viewBox="0 0 80 80" className={frame} aria-hidden="true" focusable="false">
      <rect x="8" y="12" width="64" height="56" rx="6" className="fill-[#16191d] dark:fill-[#0b0d10]" stroke="#6b7280" strokeWidth="1.5" />
      <path d="M20 32l8 6-8 6" fill="none" stroke="#6ce9a6" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M34 46h16" stroke="#6ce9a6" strokeWidth="3" strokeLinecap="round" />
      <circle cx="18" cy="20" r="2" fill="#ec3750" />
      <circle cx="25" cy="20" r="2" fill="#f2c94c" />
      <circle cx="32" cy="20" r="2" fill="#32d583" />
    </svg>
  );
}
