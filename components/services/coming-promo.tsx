import Link from "@/components/ui/link";

export function ComingPromo() {
  return (
    <section aria-labelledby="coming-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="rounded-xl bg-gradient-to-br from-ink to-brand-dark p-8 text-white md:p-12">
        <h2 id="coming-heading" className="font-serif text-3xl font-bold">
          The Best That Is Coming
        </h2>
        <p className="mt-3 max-w-2xl text-white/85">
          New studio sessions, talent showcases and a collaboration with a software and tech firm are on the way. Book
          early, lock in today&rsquo;s promo prices and be first in line when they launch.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href="/booking"
            className="rounded bg-white px-4 py-2 font-semibold text-ink no-underline hover:bg-gray-100"
          >
            Book now
          </Link>
          <Link
            href="/contact"
            className="rounded border border-white/60 px-4 py-2 text-white no-underline hover:bg-white/10"
          >
            Talk to us
          </Link>
        </div>
      </div>
    </section>
  );
}
