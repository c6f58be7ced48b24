/** Entry point: restores the session from the refresh cookie (silently) and renders the app. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { refreshSession } from "./lib/api-client";
import "./index.css";

void refreshSession();

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
