import type { TeamMemberDto } from "@/lib/team/team";
import { TeamAvatar } from "./team-avatar";

export const DEFAULT_QUOTE = "Leading with passion, driven by innovation.";

const socials = [
  { key: "linkedin", label: "LinkedIn" },
  { key: "twitter", label: "Twitter" },
  { key: "instagram", label: "Instagram" },
] as const;

export function TeamGrid({ members }: { members: TeamMemberDto[] }) {
  return (
    <section aria-labelledby="team-heading" className="mt-12 border-t border-gray-200 pt-10">
      <h2 id="team-heading" className="text-center font-serif text-3xl font-bold">
        Meet Our Management Team
      </h2>
      {members.length === 0 ? (
        <p className="mt-4 text-center text-gray-600">Our team will be introduced here soon.</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="team-grid">
          {members.map((m) => (
            <li
              key={m.id}
              className="flex flex-col items-center rounded-lg border border-gray-200 bg-white p-6 text-center shadow-sm"
            >
              <TeamAvatar src={m.image} name={m.name} />
              <h3 className="mt-4 font-serif text-xl font-bold">{m.name}</h3>
              <p className="text-sm font-semibold text-brand-dark">{m.role}</p>
              <blockquote className="mt-3 flex-1 italic text-gray-700">
                &ldquo;{m.quote || DEFAULT_QUOTE}&rdquo;
              </blockquote>
              <ul className="mt-4 flex gap-4 text-sm">
                {socials.map(({ key, label }) =>
                  m[key] ? (
                    <li key={key}>
                      <a
                        href={m[key]}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-semibold text-brand-dark underline hover:text-ink"
                      >
                        {label}
                        <span className="sr-only"> profile of {m.name} (opens in a new tab)</span>
                      </a>
                    </li>
                  ) : null,
                )}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
