import { MDXProvider } from "@mdx-js/react";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";

const docModules = import.meta.glob<{ default: ComponentType }>("../../content/docs/**/*.mdx");

/**
 * Renders the landing page and every MDX docs page (under the docs layout's status banner) to HTML, outside the browser.
 * Modules are imported on each call, so a test can `vi.doMock` programme data first.
 */
export async function renderAllPages(): Promise<Map<string, string>> {
  const { mdxComponents } = await import("~/app/mdx/components");
  const { default: Home } = await import("~/app/routes/home");
  const { StatusBanner } = await import("~/app/components/status/StatusBanner");
  const pages = new Map<string, string>();
  pages.set(
    "/",
    renderToString(
      <MemoryRouter initialEntries={["/"]}>
        <Home />
      </MemoryRouter>,
    ),
  );
  for (const [file, load] of Object.entries(docModules)) {
    const { default: Page } = await load();
    const path = file
      .replace(/^.*content\/docs\//, "/")
      .replace(/\.mdx$/, "")
      .replace(/\/index$/, "");
    pages.set(
      path,
      renderToString(
        <MemoryRouter initialEntries={[path]}>
          <StatusBanner pathname={path} />
          <MDXProvider components={mdxComponents}>
            <Page />
          </MDXProvider>
        </MemoryRouter>,
      ),
    );
  }
  return pages;
}
