/**
 * /user/profile: the customer's account details (name and e-mail editable), links to saved addresses and to the order
 * history (/user/profile/order-history), the favourite restaurants, and "Your data": download it, delete the account.
 */
import { ChevronRight, type LucideIcon, MapPin, Pencil, ReceiptText } from "lucide-react";
import { type ReactNode, useState } from "react";
import { LanguageSection } from "../../../components/i18n/LanguageSection";
import { Button } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { formatLongDay } from "../../../lib/india-time";
import { Link } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { useMe } from "../api/get-me";
import { EditProfileForm } from "../components/EditProfileForm";
import { FavouritesList } from "../components/FavouritesList";
import { YourDataSection } from "../components/YourDataSection";

function formatPhone(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
}

function LinkRow({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mt-4 flex items-center gap-3 rounded-2xl bg-white px-6 py-4 font-medium text-gray-900 shadow-sm ring-1 ring-gray-200 hover:bg-gray-50"
    >
      <Icon className="size-5 text-brand-700" aria-hidden="true" />
      <span className="flex-1">{children}</span>
      <ChevronRight className="size-5 text-gray-500" aria-hidden="true" />
    </Link>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-6 py-4 sm:grid-cols-3">
      <dt className="font-medium text-gray-700">{label}</dt>
      <dd className="text-gray-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export function ProfilePage() {
  useTitle(t("profile:myProfile"));
  const me = useMe();
  const [editing, setEditing] = useState(false);

  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8">
      <section aria-labelledby="profile-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="profile-title" className="text-2xl font-bold text-gray-900">
            {t("profile:myProfile")}
          </h1>
          {me.isSuccess && !editing && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              {t("profile:editDetails")}
            </Button>
          )}
        </div>
        {me.isPending ? (
          <div className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200" aria-busy="true">
            <span className="sr-only">{t("profile:loadingProfile")}</span>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        ) : me.isError ? (
          <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-800">
            {t("profile:profileLoadFailed")}
          </p>
        ) : (
          <div className="mt-6 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
            {editing ? (
              <EditProfileForm me={me.data} onDone={() => setEditing(false)} />
            ) : (
              <dl className="divide-y divide-gray-200">
                <Row label={t("profile:name")}>{me.data.name}</Row>
                <Row label={t("profile:mobileNumber")}>{me.data.phone ? formatPhone(me.data.phone) : "—"}</Row>
                <Row label={t("profile:email")}>{me.data.email ?? "—"}</Row>
                {me.data.dateOfBirth && (
                  <Row label={t("profile:dateOfBirth")}>{formatLongDay(me.data.dateOfBirth)}</Row>
                )}
                <Row label={t("profile:memberSince")}>{formatLongDay(me.data.createdAt)}</Row>
              </dl>
            )}
          </div>
        )}
        <LinkRow to={paths.user.orders.getHref()} icon={ReceiptText}>
          {t("profile:myOrdersLink")}
        </LinkRow>
        <LinkRow to={paths.user.addresses.getHref()} icon={MapPin}>
          {t("profile:savedAddresses")}
        </LinkRow>
      </section>

      <LanguageSection />

      <section aria-labelledby="favourites-title">
        <h2 id="favourites-title" className="mb-4 text-xl font-bold text-gray-900">
          {t("profile:favourites")}
        </h2>
        <FavouritesList />
      </section>

      <YourDataSection />
    </div>
  );
}
