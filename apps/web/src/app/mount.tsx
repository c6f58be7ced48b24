/**
 * React and the app, mounted into `#root`. Imported by ../main.ts once it has started the texts and the session check,
 * so that evaluating React, the router and the app's modules is a task of its own on a phone's slow CPU (issue 15).
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";

export function mountApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
