import Link from "next/link";

// Inside the dashboard's frame, so the admin keeps the navigation. The answer has already started streaming by the
// time a section finds nothing (the layout checks the session first), so this page arrives with status 200.
export default function AdminNotFound() {
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm">
      <h1 className="font-serif text-3xl font-bold">Not found</h1>
      <p className="mt-2 text-gray-700">
        There is no such page in the dashboard.{" "}
        <Link href="/admin-dashboard" className="text-brand-dark underline">
          Back to the overview
        </Link>
      </p>
    </div>
  );
}
