import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createBuildResolver } from "~/tools/quality/build-site";
import { checkBuildLinks } from "~/tools/quality/gates";
import { checkLinks, externalLinkProblem, formatLinkProblems, newTabProblem } from "~/tools/quality/links";

const fixtures = join(process.cwd(), "tests", "fixtures", "quality");
const root = process.cwd();

describe("link gate on a fake build with broken links", () => {
  const result = checkBuildLinks({
    root,
    clientDir: join(fixtures, "broken-site"),
    routes: ["/", "/guide", "/orphan"],
    redirects: {},
  });
  const messages = result.problems.map((problem) => `${problem.page} ${problem.href} ${problem.message}`);

  it("fails on a missing anchor on another page", () => {
    expect(messages).toContain('/ /guide#missing-anchor no element with id "missing-anchor" on /guide');
  });

  it("fails on a missing same-page anchor", () => {
    expect(messages).toContain('/ #nowhere no element with id "nowhere" on /');
  });

  it("fails on a link to a page that was not built", () => {
    expect(messages).toContain("/ /no-such-page leads to /no-such-page, which does not exist (404)");
  });

  it("fails on an unreachable route", () => {
    expect(messages).toContain("/orphan  no chain of links leads here from /");
  });

  it("fails on http: links and unsafe new-tab links", () => {
    expect(messages).toContain("/ http://kicad.org/ uses http:, not https:");
    expect(messages).toContain('/ https://kicad.org/ opens a new tab without rel="noopener noreferrer"');
  });

  it("accepts the good links on the same page and ignores comments and script text", () => {
    expect(result.problems).toHaveLength(6);
    expect(messages.join("\n")).not.toMatch(/wiring|#intro|commented-out|inside-script|mailto|download/);
  });

  it("prints the page, its source file and the link", () => {
    const report = formatLinkProblems(result.problems, (page) => (page === "/" ? "app/routes/home.tsx" : undefined));
    expect(report).toContain("  /  (app/routes/home.tsx)");
    expect(report).toContain('    "/guide#missing-anchor": no element with id "missing-anchor" on /guide');
  });
});

describe("link gate on a healthy fake build", () => {
  it("finds no problem", () => {
    const result = checkBuildLinks({
      root,
      clientDir: join(fixtures, "good-site"),
      routes: ["/", "/guide"],
      siteOrigin: "https://hackpad.hackclub.com",
      redirects: {},
    });
    expect(result.report).toBe("No link problems.");
    expect(result.visited).toEqual(["/", "/guide"]);
  });
});

describe("build resolver", () => {
  const resolve = createBuildResolver(join(fixtures, "broken-site"), { "/old-guide": "/guide" });
  it("maps pages, files, mis-cased pages, redirects and traversal", () => {
    expect(resolve("/")).toEqual({ kind: "page", path: "/" });
    expect(resolve("/guide")).toEqual({ kind: "page", path: "/guide" });
    expect(resolve("/Guide")).toEqual({ kind: "redirect", to: "/guide" });
    expect(resolve("/old-guide")).toEqual({ kind: "redirect", to: "/guide" });
    expect(resolve("/assets/site.css")).toEqual({ kind: "file" });
    expect(resolve("/assets")).toEqual({ kind: "missing" });
    expect(resolve("/../package.json")).toEqual({ kind: "missing" });
  });
});

describe("link rules", () => {
  it("accepts https and mailto, rejects the rest", () => {
    expect(externalLinkProblem("https://github.com/hackclub/hackpad")).toBeUndefined();
    expect(externalLinkProblem("mailto:team@hackclub.com")).toBeUndefined();
    expect(externalLinkProblem("mailto:nobody")).toMatch(/valid e-mail/);
    expect(externalLinkProblem("javascript:alert(1)")).toMatch(/javascript: scheme/);
    expect(externalLinkProblem("https://localhost:3000/")).toMatch(/public host/);
    expect(externalLinkProblem("https://git hub.com")).toMatch(/whitespace/);
    expect(externalLinkProblem("//github.com")).toMatch(/protocol-relative/);
    expect(externalLinkProblem("https:github.com")).toMatch(/missing the \/\//);
  });

  it("requires both noopener and noreferrer on new-tab links", () => {
    expect(newTabProblem({ href: "/", tag: "a", target: "_blank", rel: "noopener" })).toMatch(/noreferrer/);
    expect(newTabProblem({ href: "/", tag: "a", target: "_blank", rel: "NoReferrer noopener" })).toBeUndefined();
    expect(newTabProblem({ href: "/", tag: "a" })).toBeUndefined();
  });

  it("reports trailing slashes, redirects, href=# and duplicate ids", () => {
    const result = checkLinks({
      routes: ["/"],
      resolve: (path) => (path === "/" ? { kind: "page", path } : path === "/old" ? { kind: "redirect", to: "/" } : { kind: "missing" }),
      loadPage: () => ({
        links: [
          { href: "/old", tag: "a" },
          { href: "/guide/", tag: "a" },
          { href: "#", tag: "a" },
          { href: "#top", tag: "a" },
        ],
        ids: new Set(["x"]),
        duplicateIds: ["x"],
      }),
    });
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'the id "x" is used more than once on the page',
      "redirects to /; link there directly",
      "ends with a slash; link to /guide instead",
      'href="#" goes nowhere; link to a real target or use a <button>',
    ]);
  });
});
