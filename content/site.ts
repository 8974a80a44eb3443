import { siteOrigin } from "@hackpad/programme/address";

/**
 * The one site configuration: names, outbound links and both sidebars.
 * Every header, footer and sidebar link on the site comes from here.
 */

export interface NavLink {
  label: string;
  href: string;
  /** Shown in a warning colour, like the keyboard switch in the sidebar. */
  accent?: boolean;
  /** A short visible line under the label that says what the page is, when the label alone does not. */
  hint?: string;
}

/** A titled list of links inside a sidebar. */
export interface NavGroup {
  label: string;
  links: NavLink[];
}

export interface Sidebar {
  id: "macropad" | "keyboard";
  label: string;
  groups: NavGroup[];
}

export const site = {
  name: "Hackpad",
  title: "Hackpad docs",
  version: "v2",
  origin: siteOrigin,
  repository: "https://github.com/hackclub/hackpad",
  /** Where this docs site's own sources live inside the repository. */
  editBase: "https://github.com/hackclub/hackpad/blob/main/",
  chat: {
    channel: "#hackpad",
    workspace: "Hack Club Slack",
    channelUrl: "https://hackclub.slack.com/archives/C07LESGH0B0/p1727813799029559",
    joinUrl: "https://hackclub.com/slack/",
  },
  author: {
    name: "@alexren",
    handle: "qcoral",
    profile: "https://github.com/qcoral",
  },
} as const;

/**
 * The macropad sidebar: the spec's seven links first and in its order, then the reference pages, so every
 * docs page is one tap from the menu. Each group is a plain list: adding a page is adding one line.
 */
export const macropadSidebar: Sidebar = {
  id: "macropad",
  label: "Macropad",
  groups: [
    {
      label: "Macropad",
      links: [
        { label: "DIY Guide", href: "/guide" },
        { label: "Advanced DIY guide", href: "/advancedguide" },
        { label: "Resources & Tips", href: "/resources" },
        { label: "Approved Parts", href: "/parts" },
        { label: "Submit your project!", href: "/submitting" },
        { label: "Check your project", href: "/check" },
        { label: "FAQ", href: "/faq" },
        { label: "Make a keyboard", href: "/keyboard", accent: true },
      ],
    },
    {
      label: "Reference",
      links: [
        { label: "Get your keycap", href: "/get-keycap" },
        { label: "DRC errors", href: "/errors" },
        { label: "Tips and tricks", href: "/tipsntricks" },
        { label: "Braindump", href: "/braindump" },
        { label: "Advanced PCB components", href: "/advancedPCB" },
        { label: "Projects", href: "/projects" },
      ],
    },
  ],
};

export const keyboardSidebar: Sidebar = {
  id: "keyboard",
  label: "Keyboard",
  groups: [
    {
      label: "Keyboard",
      links: [
        { label: "Keyboard Overview", href: "/keyboard" },
        { label: "FAQ v2", href: "/keyboard/faq", hint: "Keyboard track questions" },
        { label: "Back to macropads", href: "/guide", accent: true },
      ],
    },
  ],
};

export const sidebars = [macropadSidebar, keyboardSidebar] as const;

/** Every link of a sidebar, group after group. */
export function sidebarLinks(sidebar: Sidebar): NavLink[] {
  return sidebar.groups.flatMap((group) => group.links);
}

/** The keyboard track's pages use the keyboard sidebar; every other docs page the macropad one. */
export function sidebarFor(pathname: string): Sidebar {
  return isKeyboardPage(pathname) ? keyboardSidebar : macropadSidebar;
}

/** Whether a path is one of the keyboard track's pages (`/keyboard` and everything under it). */
export function isKeyboardPage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return path === "/keyboard" || path.startsWith("/keyboard/");
}

/** A step of a journey, with the pages that are worth reading at that point but are not required. */
export interface JourneyStep extends NavLink {
  optional?: NavLink[];
}

/**
 * The journeys a reader follows, for the "Previous" and "Next" links at the foot of each page. The macropad
 * journey is the way from a first design to a keycap: the guide, then checking the project and submitting it,
 * then the keycap (the approved parts list is a reference read while designing, like the FAQ, not a step).
 * Optional pages hang off the step they deepen and are offered as "optional", never as the next step. A page
 * in no journey has no previous/next links. This order is only the walk through the pages: the sidebars
 * above keep the spec's order.
 */
export const journeys: readonly (readonly JourneyStep[])[] = [
  [
    {
      label: "DIY Guide",
      href: "/guide",
      optional: [
        { label: "Advanced DIY guide", href: "/advancedguide" },
        { label: "Advanced PCB components", href: "/advancedPCB" },
      ],
    },
    { label: "Check your project", href: "/check" },
    { label: "Submit your project!", href: "/submitting" },
    { label: "Get your keycap", href: "/get-keycap", optional: [{ label: "Make a keyboard", href: "/keyboard" }] },
  ],
  [
    { label: "Keyboard Overview", href: "/keyboard" },
    { label: "Keyboard FAQ", href: "/keyboard/faq" },
  ],
];
