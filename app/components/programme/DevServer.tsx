import { devServer } from "@hackpad/programme/dimensions";

/** An address on the local preview server, e.g. `<LocalUrl path="/projects/my-pad" />` → http://localhost:5173/projects/my-pad. */
export function LocalUrl({ path = "/" }: { path?: string }) {
  return <code>{`http://localhost:${devServer.port}${path}`}</code>;
}
