/**
 * The one site configuration: names, outbound links and both sidebars.
 * Every header, footer and sidebar link on the site comes from here.
 */

export interface NavLink {
  label: string;
  href: string;
  /** Shown in a warning colour, like the keyboard switch in the sidebar. */
  accent?: boolean;
}

export interface Sidebar {
  id: "macropad" | "keyboard";
  label: string;
  links: NavLink[];
}

export const site = {
  name: "Hackpad",
  title: "Hackpad docs",
  version: "v2",
  origin: "https://hackpad.hackclub.com",
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

export const macropadSidebar: Sidebar = {
  id: "macropad",
  label: "Macropad",
  links: [
    { label: "DIY Guide", href: "/guide" },
    { label: "Advanced DIY guide", href: "/advancedguide" },
    { label: "Resources & Tips", href: "/resources" },
    { label: "Approved Parts", href: "/parts" },
    { label: "Submit your project!", href: "/submitting" },
    { label: "Check your project", href: "/check" },
    { label: "FAQ", href: "/faq" },
    { label: "Projects", href: "/projects" },
    { label: "Make a keyboard", href: "/keyboard", accent: true },
  ],
};

export const keyboardSidebar: Sidebar = {
  id: "keyboard",
  label: "Keyboard",
  links: [
    { label: "Keyboard Overview", href: "/keyboard" },
    { label: "FAQ v2", href: "/keyboard/faq" },
    { label: "Back to macropads", href: "/guide", accent: true },
  ],
};

export const sidebars = [macropadSidebar, keyboardSidebar] as const;

/** The keyboard track's pages use the keyboard sidebar; every other docs page the macropad one. */
export function sidebarFor(pathname: string): Sidebar {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return path === "/keyboard" || path.startsWith("/keyboard/") ? keyboardSidebar : macropadSidebar;
}

/**
 * Reading order of the docs pages, for the "Previous" and "Next" links at the foot of each page.
 * It follows the sidebars and slots the pages that are not in a sidebar after the page that leads to them.
 */
export const readingOrder: NavLink[] = [
  { label: "DIY Guide", href: "/guide" },
  { label: "Advanced DIY guide", href: "/advancedguide" },
  { label: "Advanced PCB components", href: "/advancedPCB" },
  { label: "Resources & Tips", href: "/resources" },
  { label: "Tips and tricks", href: "/tipsntricks" },
  { label: "DRC errors", href: "/errors" },
  { label: "Braindump", href: "/braindump" },
  { label: "Approved Parts", href: "/parts" },
  { label: "Submit your project!", href: "/submitting" },
  { label: "Check your project", href: "/check" },
  { label: "Get your keycap", href: "/get-keycap" },
  { label: "FAQ", href: "/faq" },
  { label: "Keyboard Overview", href: "/keyboard" },
  { label: "FAQ v2", href: "/keyboard/faq" },
];
