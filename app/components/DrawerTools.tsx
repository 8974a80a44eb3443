import { RepoLink } from "./RepoLink";
import { ThemeMenu } from "./ThemeMenu";
import { DrawerSearchButton } from "./search/SearchButton";

/**
 * The header's controls as the menu drawer holds them: Search, the colour theme and the repository link, each
 * shown only while the header has no room for its own (app.css decides, from the page's width in rem).
 * Choosing Search closes the drawer (`onChoose`) and opens the header's search.
 */
export function DrawerTools({ onChoose }: { onChoose: () => void }) {
  return (
    <div className="drawer-tools">
      <DrawerSearchButton onChoose={onChoose} />
      <ThemeMenu inDrawer />
      <RepoLink inDrawer />
    </div>
  );
}
