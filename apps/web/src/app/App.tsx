/** The application: providers, the toaster, and the router once the session check on start-up has finished. */
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { FullScreenSpinner } from "../components/ui/Spinner";
import { Toaster } from "../components/ui/Toaster";
import { useAuth } from "../lib/auth-store";
import { queryClient } from "../lib/query-client";
import { router } from "./router";

export function App() {
  const { status } = useAuth();

  return (
    <QueryClientProvider client={queryClient}>
      {status === "loading" ? <FullScreenSpinner label="Loading Zaika" /> : <RouterProvider router={router} />}
      <Toaster />
    </QueryClientProvider>
  );
}
