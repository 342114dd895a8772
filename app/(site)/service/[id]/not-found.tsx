import Link from "next/link";

export default function ServiceNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-lg" role="alert">Service details not found</p>
      <Link href="/service" className="mt-4 inline-block underline">Back to our services</Link>
    </div>
  );
}
