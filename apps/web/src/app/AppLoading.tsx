/** The app's full-screen spinner while it starts, unless the page still shows the server's first view (lib/first-view). */
import { FullScreenSpinner } from "../components/ui/Spinner";
import { showsFirstView } from "../lib/first-view";

export function AppLoading({ label }: { label?: string }) {
  // Below the first view, a spinner would only wait, unseen, to be replaced by the page.
  return showsFirstView() ? null : <FullScreenSpinner label={label} />;
}
