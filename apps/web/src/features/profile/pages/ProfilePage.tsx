/** /user/profile: the customer's account details. Addresses and orders join it with the checkout issues. */
import type { ReactNode } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useTitle } from "../../../lib/use-title";
import { useMe } from "../api/get-me";

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

function formatPhone(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
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
  useTitle("My Profile");
  const me = useMe();

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900">My Profile</h1>
      {me.isPending ? (
        <div className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200" aria-busy="true">
          <span className="sr-only">Loading your profile…</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
      ) : me.isError ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-800">
          We could not load your profile. Please try again.
        </p>
      ) : (
        <dl className="mt-6 divide-y divide-gray-200 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
          <Row label="Name">{me.data.name}</Row>
          <Row label="Mobile number">{me.data.phone ? formatPhone(me.data.phone) : "—"}</Row>
          <Row label="E-mail">{me.data.email ?? "—"}</Row>
          {me.data.dateOfBirth && <Row label="Date of birth">{dateFormat.format(new Date(me.data.dateOfBirth))}</Row>}
          <Row label="Member since">{dateFormat.format(new Date(me.data.createdAt))}</Row>
        </dl>
      )}
    </div>
  );
}
