import { Link } from "react-router";

/** The green HACKPAD wordmark that links home. */
export function Wordmark() {
  return (
    <Link
      to="/"
      className="wordmark shrink-0 rounded text-xl font-black tracking-[0.12em] text-brand-700 no-underline dark:text-brand-300"
      aria-label="Hackpad home"
    >
      HACKPAD
    </Link>
  );
}
