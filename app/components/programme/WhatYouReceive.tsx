import { whatYouReceive } from "~/content/programme/parts";

/** The list of what an approved participant gets. */
export function WhatYouReceive() {
  return (
    <ul>
      {whatYouReceive.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
