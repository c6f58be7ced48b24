/**
 * The profile's "Your data" section (issue 14 item 6): the customer downloads a copy of everything we hold about them
 * (the DPDP Act's right of access), or deletes their account (erasure) after reading what that does.
 */
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { paths } from "../../../config/paths";
import { useExportMyData } from "../api/export-my-data";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

export function YourDataSection() {
  const download = useExportMyData();
  const [deleting, setDeleting] = useState(false);

  return (
    <section aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="mb-4 text-xl font-bold text-gray-900">
        Your data
      </h2>
      <div className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <div className="space-y-3">
          <p className="text-gray-800">
            Download a copy of your profile, saved addresses, orders with their bills and history, reviews and
            favourites, as a JSON file.
          </p>
          <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
            {!download.isPending && <Download className="size-4" aria-hidden="true" />}
            Download my data
          </Button>
        </div>
        <div className="space-y-3 border-t border-gray-200 pt-6">
          <p className="text-gray-800">
            Deleting your account erases your personal data at once. Orders are kept for tax without your name. See{" "}
            <Link to={`${paths.privacyPolicy.getHref()}#retention`} className="font-semibold text-brand-700 underline">
              how we handle erasure
            </Link>
            .
          </p>
          <Button variant="secondary" className="text-red-800" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete account
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
