import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { limits } from "@hackpad/programme/limits";
import { listProjectSlugs, PROJECT_SLUG } from "~/lib/content/project-files";
import { imageSize, MAX_IMAGE_BYTES } from "~/lib/projects/images";
import { loadProjectPage, loadProjectSummaries } from "~/lib/projects/load";
import { imageUrls, localImageName, missingSections, parseMarkdown, splitFrontmatter } from "~/lib/projects/markdown";
import { checkLayout, checkLimits } from "~/lib/projects/rules";
import { templateLeftovers } from "~/lib/projects/template";
import { checkFrontmatter, PROJECT_FIELDS } from "~/lib/projects/schema";
import { assertProjectsValid, checkProject, checkProjects, ProjectValidationError } from "~/lib/projects/validate";

const root = process.cwd();
const FIXTURES = "tests/fixtures/projects";
const VALID = `${FIXTURES}/valid`;
const INVALID = `${FIXTURES}/invalid`;
const FILE = "content/projects/foo/index.md";

/** Front matter that passes, to change one field at a time. */
const good = {
  title: "Foo Pad",
  author: "octocat",
  description: "A four-key pad with one knob that runs KMK firmware.",
  firmware: "KMK",
  switches: 4,
  switchType: "MX",
  encoders: 1,
  oled: "none",
  leds: 2,
  repository: "https://github.com/octocat/foo-pad",
};

const errorsFor = (data: Record<string, unknown>) => [...checkFrontmatter(FILE, data).errors, ...checkLimits(FILE, data)];

const temps: string[] = [];
function tempRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), "hackpad-projects-"));
  temps.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("front matter schema", () => {
  it("accepts the issue's fields and YAML numbers for the OLED size", () => {
    expect(errorsFor(good)).toEqual([]);
    expect(checkFrontmatter(FILE, { ...good, oled: 0.91 }).value?.oled).toBe("0.91");
    expect(checkFrontmatter(FILE, { ...good, oled: 0.96 }).value?.oled).toBe("0.96");
    expect(checkFrontmatter(FILE, { ...good, oled: "0.96" }).value?.oled).toBe("0.96");
    expect(PROJECT_FIELDS).toEqual([
      "title",
      "author",
      "description",
      "firmware",
      "switches",
      "switchType",
      "encoders",
      "oled",
      "leds",
      "repository",
      "layout",
      "xiao",
      "cover",
      "coverAlt",
    ]);
  });

  it.each([
    ["firmware", "Arduino", 'firmware is "Arduino", expected one of QMK, KMK, ZMK, other'],
    ["switchType", "Alps", 'switchType is "Alps", expected one of "MX", "Choc V2"'],
    ["oled", 1.3, 'oled is 1.3, expected one of "none", "0.91", "0.96"'],
    ["switches", 4.5, "switches is 4.5, expected a whole number of switches"],
    ["switches", 0, "switches is 0, expected at least 1 switch"],
    ["encoders", -1, "encoders is -1, expected a whole number of rotary encoders, 0 or more"],
    ["leds", "two", 'leds is "two", expected a whole number of LEDs'],
    ["author", "@octocat", 'author is "@octocat", expected a GitHub user name like octocat (letters, digits and dashes, no @)'],
    ["author", "bad--name", 'author is "bad--name", expected a GitHub user name'],
    ["description", "Too short.", 'description is "Too short.", expected one sentence of 20-200 characters, this one is too short'],
    ["description", "x".repeat(201), "this one is too long"],
    ["repository", "http://github.com/octocat/foo", 'repository is "http://github.com/octocat/foo", expected a link that starts with https://'],
    ["repository", "javascript:alert(1)", "expected a link that starts with https://"],
    ["xiao", "middle", 'xiao is "middle", expected one of left, right'],
    ["cover", "../secret.png", 'cover is "../secret.png", expected the file name of a .png, .jpg, .gif or .webp image'],
  ])("names the file, field and value: %s = %j", (field, value, message) => {
    const errors = errorsFor({ ...good, [field]: value, ...(field === "cover" ? { coverAlt: "The pad from above." } : {}) });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.startsWith(`${FILE}: ${field} is `)).toBe(true);
    expect(errors[0]).toContain(message);
  });

  it("reports missing and unknown fields", () => {
    const { title: _title, ...withoutTitle } = good;
    expect(errorsFor(withoutTitle)).toEqual([`${FILE}: title is missing (expected the project's name as text)`]);
    expect(errorsFor({ ...good, encoder: 1 })[0]).toMatch(/^content\/projects\/foo\/index.md: unknown field "encoder"/);
    expect(checkFrontmatter(FILE, undefined).errors[0]).toMatch(/front matter is missing/);
  });

  it("takes an optional layout of rows and checks it against the counts", () => {
    expect(errorsFor({ ...good, layout: ["LK", "LKE"] })).toEqual([]);
    expect(checkLayout(FILE, { ...good, layout: ["LK", "LKE"] })).toEqual([]);
    expect(errorsFor({ ...good, layout: ["KK", "KX"] })).toEqual([
      `${FILE}: layout.1 is "KX", expected a row of K (key), L (key with an LED under it), E (encoder), o (LED alone) and . (nothing)`,
    ]);
    expect(errorsFor({ ...good, layout: "KKKKE" })[0]).toBe(`${FILE}: layout is "KKKKE", expected a list of rows seen from above, like [".KE", "KKK"]`);
    expect(checkLayout(FILE, { ...good, layout: [".KE", "KKo", "ooo"] })).toEqual([
      `${FILE}: layout has 3 keys (K or L) but switches is 4; draw one K or L per switch`,
      `${FILE}: layout places 4 LEDs (L or o) but leds is 2`,
    ]);
    expect(checkLayout(FILE, { ...good, layout: ["KK", "KK"] })).toEqual([`${FILE}: layout has 0 encoders (E) but encoders is 1; draw one E per encoder`]);
  });

  it("needs coverAlt with cover, and cover with coverAlt", () => {
    expect(errorsFor({ ...good, cover: "cover.png" })).toEqual([
      `${FILE}: coverAlt is missing, it is needed when cover is set: describe the picture for people who cannot see it`,
    ]);
    expect(errorsFor({ ...good, coverAlt: "The pad from above." })).toEqual([`${FILE}: coverAlt is set but cover is not; add cover or remove coverAlt`]);
    expect(errorsFor({ ...good, cover: "cover.png", coverAlt: "The pad from above." })).toEqual([]);
  });
});

describe("programme limits", () => {
  const at = {
    maxInputs: limits.maxInputs,
    maxSwitches: limits.maxSwitches,
    maxEncoders: limits.maxEncoders,
    maxOleds: limits.maxOleds,
    maxLeds: limits.maxLeds,
  };

  it("reads every limit from content/programme/limits.ts", () => {
    const data = { switches: limits.maxSwitches + 1, encoders: limits.maxEncoders + 1, leds: limits.maxLeds + 1, oled: "none" };
    expect(checkLimits(FILE, data)).toEqual([
      `${FILE}: switches is ${limits.maxSwitches + 1}, the limit is ${limits.maxSwitches} (see /parts)`,
      `${FILE}: encoders is ${limits.maxEncoders + 1}, the limit is ${limits.maxEncoders} (see /parts)`,
      `${FILE}: switches + encoders is ${limits.maxSwitches + limits.maxEncoders + 2}, the limit is ${limits.maxInputs} inputs, rotary encoders count as inputs (see /parts)`,
      `${FILE}: leds is ${limits.maxLeds + 1}, the limit is ${limits.maxLeds} (see /parts)`,
    ]);
  });

  it("gives the issue's message for too many switches", () => {
    expect(checkLimits("content/projects/foo/index.md", { ...good, switches: 40, encoders: 0 }, { ...at, maxInputs: 99 })).toEqual([
      "content/projects/foo/index.md: switches is 40, the limit is 16 (see /parts)",
    ]);
  });

  it("checks each rule on its own, against the limits it is given", () => {
    expect(checkLimits(FILE, { ...good, switches: 3 }, { ...at, maxSwitches: 2 })).toEqual([`${FILE}: switches is 3, the limit is 2 (see /parts)`]);
    expect(checkLimits(FILE, { ...good, encoders: 2 }, { ...at, maxEncoders: 1 })).toEqual([`${FILE}: encoders is 2, the limit is 1 (see /parts)`]);
    expect(checkLimits(FILE, { ...good, switches: 4, encoders: 1 }, { ...at, maxInputs: 4 })).toEqual([
      `${FILE}: switches + encoders is 5, the limit is 4 inputs, rotary encoders count as inputs (see /parts)`,
    ]);
    expect(checkLimits(FILE, { ...good, oled: "0.91" }, { ...at, maxOleds: 0 })).toEqual([`${FILE}: oled screens is 1, the limit is 0 (see /parts)`]);
    expect(checkLimits(FILE, { ...good, oled: 0.96 }, { ...at, maxOleds: 0 })).toHaveLength(1);
    expect(checkLimits(FILE, { ...good, leds: 5 }, { ...at, maxLeds: 4 })).toEqual([`${FILE}: leds is 5, the limit is 4 (see /parts)`]);
  });

  it("allows exactly the limits", () => {
    const full = { ...good, switches: limits.maxInputs - limits.maxEncoders, encoders: limits.maxEncoders, leds: limits.maxLeds, oled: "0.96" };
    expect(errorsFor(full)).toEqual([]);
  });
});

describe("sections", () => {
  const body = (titles: string[]) => titles.map((t) => `## ${t}\n\nText.\n`).join("\n");

  it("needs Overview, CAD model, PCB, Firmware and BOM as ## headings, any order and case", () => {
    expect(missingSections(parseMarkdown(body(["bom", "Firmware", "pcb", "Cad Model", "OVERVIEW"])))).toEqual([]);
    expect(missingSections(parseMarkdown(body(["Overview", "PCB"])))).toEqual(["CAD model", "Firmware", "BOM"]);
  });

  it("does not count other heading levels or headings inside code", () => {
    const source = `${body(["Overview", "PCB", "Firmware", "BOM"])}\n### CAD model\n\n\`\`\`md\n## CAD model\n\`\`\`\n`;
    expect(missingSections(parseMarkdown(source))).toEqual(["CAD model"]);
  });

  it("names each missing section in a message", () => {
    const { errors } = checkProject(root, "missing-sections", { dir: INVALID });
    for (const section of ["CAD model", "Firmware", "BOM"]) {
      expect(errors).toContain(
        `${INVALID}/missing-sections/index.md: section "## ${section}" is missing; every project page needs Overview, CAD model, PCB, Firmware and BOM`,
      );
    }
  });
});

describe("images", () => {
  it("reads the pixel size of PNG, GIF, JPEG and WebP headers", () => {
    expect(imageSize(readFileSync(`${VALID}/alpha-pad/cover.png`))).toEqual({ width: 64, height: 48 });
    const gif = Buffer.from("474946383961" + "0a00" + "0500" + "000000", "hex");
    expect(imageSize(gif)).toEqual({ width: 10, height: 5 });
    const jpeg = Buffer.from("ffd8" + "ffe0000410aa" + "ffc0000b08" + "0014" + "001e" + "0100", "hex");
    expect(imageSize(jpeg)).toEqual({ width: 30, height: 20 });
    const webp = Buffer.alloc(30);
    webp.write("RIFF", 0, "latin1");
    webp.write("WEBPVP8X", 8, "latin1");
    webp.writeUIntLE(99, 24, 3);
    webp.writeUIntLE(49, 27, 3);
    expect(imageSize(webp)).toEqual({ width: 100, height: 50 });
    expect(imageSize(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
  });

  it("finds inline and reference images and keeps only plain file names", () => {
    const tree = parseMarkdown("![a](one.png)\n\n![b][two]\n\n[two]: ./two.jpg\n");
    expect(imageUrls(tree)).toEqual(["one.png", "./two.jpg"]);
    expect(localImageName("./two.jpg")).toBe("two.jpg");
    for (const url of ["https://example.com/a.png", "/a.png", "../a.png", "sub/a.png", "data:image/png;base64,AAAA", "javascript:a.png", ".hidden.png"]) {
      expect(localImageName(url), url).toBeUndefined();
    }
  });

  it("reports missing, remote and unsupported images", () => {
    const { errors } = checkProject(root, "missing-sections", { dir: INVALID });
    const file = `${INVALID}/missing-sections/index.md`;
    expect(errors).toContain(`${file}: image "nope.png" does not exist in ${INVALID}/missing-sections/`);
    expect(errors).toContain(
      `${file}: image "https://example.com/pad.png" is not a file in the project folder; put the image beside index.md and write ![description](photo.jpg)`,
    );
    expect(errors).toContain(`${file}: image "diagram.svg" must be a .png, .jpg, .gif or .webp file (lower-case extension)`);
  });

  it("refuses images over 1 MB and files that are not images", () => {
    const tmp = tempRoot();
    cpSync(join(root, VALID, "alpha-pad"), join(tmp, "projects", "alpha-pad"), { recursive: true });
    const big = Buffer.concat([readFileSync(join(root, VALID, "alpha-pad", "pcb-front.png")), Buffer.alloc(MAX_IMAGE_BYTES)]);
    writeFileSync(join(tmp, "projects", "alpha-pad", "pcb-front.png"), big);
    writeFileSync(join(tmp, "projects", "alpha-pad", "fake.jpg"), "not a picture");
    const { errors } = checkProject(tmp, "alpha-pad", { dir: "projects" });
    expect(errors).toEqual([
      "projects/alpha-pad/fake.jpg: is not a readable PNG, JPEG, GIF or WebP image",
      "projects/alpha-pad/pcb-front.png: image is 1.0 MB, the limit is 1.0 MB; export it smaller (1600 px wide is plenty)",
    ]);
  });
});

describe("slugs and folders", () => {
  it("accepts lower-case letters, digits and single dashes only", () => {
    for (const slug of ["orpheuspad", "pad-2", "a", "16-key-grid"]) expect(PROJECT_SLUG.test(slug), slug).toBe(true);
    for (const slug of ["Pad", "my_pad", "-pad", "pad-", "my--pad", "pad.md", "", "über"]) expect(PROJECT_SLUG.test(slug), slug).toBe(false);
  });

  it("reports a folder with a bad name instead of skipping it, and keeps it out of the routes", () => {
    const { errors } = checkProjects(root, { dir: INVALID });
    expect(errors).toContain(`${INVALID}/Bad_Slug: the folder name "Bad_Slug" is not a valid slug; use lower-case letters, digits and dashes, like my-pad`);
    expect(listProjectSlugs(root, INVALID)).not.toContain("Bad_Slug");
  });

  it("reports a folder without index.md and stray files", () => {
    const { errors } = checkProjects(root, { dir: INVALID });
    expect(errors).toContain(`${INVALID}/no-index/index.md: file is missing; every project folder needs one (npm run new:project -- <slug> writes it)`);
    expect(errors).toContain(`${INVALID}/stray.md: only project folders belong in ${INVALID}; put it inside a project folder`);
  });
});

describe("all errors at once", () => {
  it("collects every problem of every project, not the first", () => {
    const { errors, projects, checked } = checkProjects(root, { dir: INVALID });
    expect(checked).toBe(7);
    expect(projects.map((p) => p.slug)).toEqual([]);
    const overLimits = errors.filter((e) => e.startsWith(`${INVALID}/over-limits/`));
    expect(overLimits).toHaveLength(4);
    const badFields = errors.filter((e) => e.startsWith(`${INVALID}/bad-fields/`));
    // title, author, description, firmware, switches, switchType, encoders, oled, leds, repository, unknown price, coverAlt
    expect(badFields).toHaveLength(12);
    expect(errors.some((e) => e.startsWith(`${INVALID}/bad-yaml/index.md: front matter is not valid YAML`))).toBe(true);
    expect(errors.some((e) => e.startsWith(`${INVALID}/no-front-matter/index.md: front matter is missing`))).toBe(true);
    expect(errors).toHaveLength(27);
  });

  it("throws one error listing them all for the build", () => {
    let thrown: unknown;
    try {
      assertProjectsValid(root, { dir: INVALID });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ProjectValidationError);
    const error = thrown as ProjectValidationError;
    expect(error.errors).toHaveLength(27);
    expect(error.message).toContain("27 problems in project pages:");
    expect(error.message).toContain(`${INVALID}/over-limits/index.md: switches is 40, the limit is 16 (see /parts)`);
    expect(error.message).toContain(`${INVALID}/bad-fields/index.md: firmware is "Arduino"`);
  });

  it("passes the valid fixtures", () => {
    expect(assertProjectsValid(root, { dir: VALID }).map((p) => p.slug)).toEqual(["alpha-pad", "beta-pad", "gamma-pad"]);
  });
});

describe("loading projects", () => {
  const assetUrl = (slug: string, name: string) => `/assets/${slug}-${name}`;

  it("lists projects by title with their counts and cover", () => {
    const summaries = loadProjectSummaries(root, { dir: VALID, assetUrl });
    expect(summaries.map((p) => p.title)).toEqual(["Alpha Pad", "beta pad", "Gamma Pad"]);
    expect(summaries[0]?.cover).toEqual({
      src: "/assets/alpha-pad-cover.png",
      width: 64,
      height: 48,
      alt: "The assembled Alpha Pad seen from above, with six keys and a knob.",
    });
    expect(summaries[1]).toMatchObject({ firmware: "KMK", switches: 16, encoders: 0, oled: "none", leds: 16, switchType: "Choc V2" });
  });

  it("renders a page with neighbours in title order and sized images", () => {
    const first = loadProjectPage(root, "alpha-pad", { dir: VALID, assetUrl });
    expect(first.prev).toBeUndefined();
    expect(first.next).toEqual({ slug: "beta-pad", title: "beta pad" });
    expect(first.html).toContain('<img src="/assets/alpha-pad-pcb-front.png" alt="Front of the PCB" width="40" height="30"');
    expect(first.html).toContain(
      '<figcaption class="font-mono text-sm font-semibold text-[var(--fg-muted)] wrap-break-word">keymap.c</figcaption><pre class="sk-foreground" tabindex="0"><code class="language-c',
    );
    expect(first.html).toContain('<div class="table-scroll my-5" tabindex="0" role="group" aria-label="Table, scrolls sideways"><table>');
    const middle = loadProjectPage(root, "beta-pad", { dir: VALID, assetUrl });
    expect([middle.prev?.slug, middle.next?.slug]).toEqual(["alpha-pad", "gamma-pad"]);
    expect(middle.html).toContain('<a href="#bom">parts list</a>');
    expect(middle.html).toContain('<h2 id="bom">bom</h2>');
    const last = loadProjectPage(root, "gamma-pad", { dir: VALID, assetUrl });
    expect(last.next).toBeUndefined();
  });

  it("keeps the page's only H1 for the title and its own ids for the layout", () => {
    const { html } = loadProjectPage(root, "gamma-pad", { dir: VALID, assetUrl });
    expect(html).not.toContain("<h1");
    expect(html).toContain('<h2 id="gamma-pad">Gamma Pad</h2>');
    expect(html).toContain('<h3 id="overview">Overview</h3>');
    expect(html).toContain('<h3 id="main-section">Main</h3>');
  });

  it("refuses to load an invalid project", () => {
    expect(() => loadProjectPage(root, "over-limits", { dir: INVALID, assetUrl })).toThrow(/switches is 40, the limit is 16/);
  });
});

describe("front matter splitting", () => {
  it("reads YAML and reports YAML errors", () => {
    expect(splitFrontmatter("---\ntitle: A\n---\nBody").data).toEqual({ title: "A" });
    expect(splitFrontmatter("---\ntitle: [a\n---\nBody").error).toMatch(/^front matter is not valid YAML/);
    expect(splitFrontmatter("No front matter").data).toBeUndefined();
  });
});

describe("template text left in a page", () => {
  const template = "## Overview\n\nSay in two or three sentences what your pad is for and what makes it yours.\n\n## BOM\n\nSee below.\n";

  it("names the section and quotes the instruction, whatever the line breaks", () => {
    const body = "## Overview\n\nSay in two or three sentences what your pad\nis for and what makes it yours.\n\n## BOM\n\nSee below.\n";
    expect(templateLeftovers(FILE, body, template)).toEqual([
      `${FILE}: section "## Overview" still has the template's text ("Say in two or three sentences what your pad is ..."); replace it with your own words`,
    ]);
  });

  it("passes a page in its own words, and short generic lines the template happens to share", () => {
    const body = "## Overview\n\nA volume knob and four keys for editing videos.\n\n## BOM\n\nSee below.\n";
    expect(templateLeftovers(FILE, body, template)).toEqual([]);
  });
});

describe("scripts", () => {
  const tsx = join(root, "node_modules/.bin/tsx");

  it("check:projects prints every problem and exits 1, or one OK line", () => {
    let output = "";
    try {
      execFileSync(tsx, ["scripts/check-projects.ts", "--dir", INVALID], { cwd: root, encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      const failure = error as { status: number; stderr: string };
      expect(failure.status).toBe(1);
      output = failure.stderr;
    }
    expect(output).toContain(`${INVALID}/over-limits/index.md: switches is 40, the limit is 16 (see /parts)`);
    expect(output).toContain("27 problems");
    const ok = execFileSync(tsx, ["scripts/check-projects.ts", "--dir", VALID], { cwd: root, encoding: "utf8" });
    expect(ok.trim()).toMatch(/^check:projects: OK, 3 projects in tests\/fixtures\/projects\/valid passed every check \(\d+ ms\)\.$/);
  });

  it("new:project scaffolds a folder that passes every check, and refuses bad names and existing folders", () => {
    const tmp = tempRoot();
    mkdirSync(join(tmp, "content/projects/taken"), { recursive: true });
    copyFileSync(join(root, VALID, "beta-pad/index.md"), join(tmp, "content/projects/taken/index.md"));
    const script = join(root, "scripts/new-project.ts");
    const run = (...args: string[]) => execFileSync(tsx, [script, ...args], { cwd: tmp, encoding: "utf8", stdio: "pipe" });
    expect(run("volume-brick", "--author", "octocat")).toContain("Created content/projects/volume-brick/index.md");
    const result = checkProjects(tmp);
    expect(result.errors).toEqual([]);
    expect(result.projects.find((p) => p.slug === "volume-brick")?.frontmatter).toMatchObject({ title: "Volume Brick", author: "octocat" });
    // The build lets the template's instructions through (so the page can be previewed); check:projects does not.
    let leftovers = "";
    try {
      execFileSync(tsx, [join(root, "scripts/check-projects.ts")], { cwd: tmp, encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      leftovers = (error as { stderr: string }).stderr;
    }
    for (const section of ["Overview", "CAD model", "PCB", "Firmware", "BOM"]) {
      expect(leftovers).toContain(`content/projects/volume-brick/index.md: section "## ${section}" still has the template's text`);
    }
    for (const [args, message] of [
      [["Volume_Brick"], '"Volume_Brick" is not a valid folder name'],
      [["taken"], "content/projects/taken already exists"],
      [["new-pad", "--author", "@me"], '"@me" is not a GitHub user name'],
      [[], "give exactly one folder name"],
    ] as const) {
      expect(() => run(...args), args.join(" ")).toThrow(message);
    }
  });
});
