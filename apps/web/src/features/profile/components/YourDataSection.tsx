/**
 * The profile's "Your data" section (issue 14 item 6): the customer downloads a copy of everything we hold about them
 * (the DPDP Act's right of access), or deletes their account (erasure) after reading what that does.
 */
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Trans } from "../../../components/i18n/Trans";
import { Button } from "../../../components/ui/Button";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import { useExportMyData } from "../api/export-my-data";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

export function YourDataSection() {
  const download = useExportMyData();
  const [deleting, setDeleting] = useState(false);

  return (
    <section aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="mb-4 text-xl font-bold text-gray-900">
        {t("profile:yourData")}
      </h2>
      <div className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <div className="space-y-3">
          <p className="text-gray-800">{t("profile:downloadText")}</p>
          <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
            {!download.isPending && <Download className="size-4" aria-hidden="true" />}
            {t("profile:downloadMyData")}
          </Button>
        </div>
        <div className="space-y-3 border-t border-gray-200 pt-6">
          <p className="text-gray-800">
            <Trans
              i18nKey="profile:deleteText"
              components={{
                // Not "link": the Trans parser reads <link> as HTML's empty element and drops its text.
                anchor: (
                  <Link
                    to={`${paths.privacyPolicy.getHref()}#retention`}
                    className="font-semibold text-brand-700 underline"
                  />
                ),
              }}
            />
          </p>
          <Button variant="secondary" className="text-red-800" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t("profile:deleteAccount")}
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
