import { NotFound } from "~/app/components/NotFound";
import { pageMeta } from "~/lib/page-meta";

export function meta() {
  return [
    ...pageMeta({ title: "Page not found", description: "This address is not a page on the Hackpad docs.", pathname: "/404" }).filter((tag) => !("rel" in tag)),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
