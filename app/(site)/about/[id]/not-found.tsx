import Link from "next/link";

export default function AboutNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-lg" role="alert">About details not found</p>
      <Link href="/about" className="mt-4 inline-block underline">Back to About Us</Link>
    </div>
  );
}
