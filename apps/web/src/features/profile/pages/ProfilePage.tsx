/** /user/profile: the customer's account. For now the name from the session; addresses and orders come later. */
import { useAuth } from "../../../lib/auth-store";
import { useTitle } from "../../../lib/use-title";

export function ProfilePage() {
  useTitle("My Profile");
  const { user } = useAuth();

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900">My Profile</h1>
      <dl className="mt-6 divide-y divide-gray-200 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
        <div className="grid gap-1 px-6 py-4 sm:grid-cols-3">
          <dt className="font-medium text-gray-700">Name</dt>
          <dd className="text-gray-900 sm:col-span-2">{user?.name}</dd>
        </div>
        <div className="grid gap-1 px-6 py-4 sm:grid-cols-3">
          <dt className="font-medium text-gray-700">Account</dt>
          <dd className="text-gray-900 sm:col-span-2">Customer</dd>
        </div>
      </dl>
    </div>
  );
}
