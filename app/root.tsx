import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/ErrorPage";
import { usePageContentPrefetch } from "./hooks/usePageContentPrefetch";
import { PAGE_END_ID, renderAfterParseScript } from "./render-after-parse";
import { themeScript } from "./theme-script";
import { earlyInputScript } from "./early-input";
import "./app.css";

// Unknown addresses are served the prerendered not-found route; this boundary only meets a 404 thrown after
// hydration, so its page loads on demand instead of weighing on every page's start-up.
const NotFound = lazy(() => import("./components/NotFound").then((module) => ({ default: module.NotFound })));

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * The head's inline scripts run from the prerendered HTML, before any module arrives, and hydration keeps that
 * markup as it is: only the prerender needs their text, so the browser bundle leaves it out.
 */
const inlineScript = (script: string) => ({ __html: import.meta.env.SSR ? script : "" });

export function Layout({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Marks the moment React has taken over the prerendered page (used by the browser tests).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script suppressHydrationWarning dangerouslySetInnerHTML={inlineScript(themeScript)} />
        <script suppressHydrationWarning dangerouslySetInnerHTML={inlineScript(renderAfterParseScript)} />
        <script suppressHydrationWarning dangerouslySetInnerHTML={inlineScript(earlyInputScript)} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <div id={PAGE_END_ID} hidden />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  usePageContentPrefetch();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  return <ErrorPage detail={import.meta.env.DEV ? detail : undefined} />;
}
