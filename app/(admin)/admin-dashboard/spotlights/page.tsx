// Manage Spotlight: the nominees (search by name, category filter, paging, edit dialog, delete after confirmation)
// and the Style Spotlight page's comments (delete one, or all of them after a warning that it cannot be undone).
// Everything on screen — search, category, page, the open dialog, the comments' spotlight and page — is in the URL.
import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { directUploads } from "@/lib/storage";
import { AdminCard, AdminSection } from "@/components/admin/kit/admin-section";
import { AdminSearch } from "@/components/admin/kit/admin-search";
import { adminHref, readAdminQuery, type AdminQuery } from "@/components/admin/kit/admin-query";
import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { DataTable } from "@/components/admin/kit/data-table";
import { ImportedBadge } from "@/components/admin/kit/imported-badge";
import { markImported } from "@/lib/legacy-import/report";
import { SpotlightComments } from "@/components/admin/spotlights/spotlight-comments";
import { SpotlightEditDialog } from "@/components/admin/spotlights/spotlight-edit-dialog";
import { RoutePager } from "@/components/ui/route-pager";
import { StaticImage } from "@/components/ui/static-image";
import { listSpotlightComments } from "@/lib/spotlights/comments";
import { findSpotlight, searchSpotlights, spotlightNames } from "@/lib/spotlights/spotlights";
import { pageParam } from "@/lib/core/form-basics";
import { categorySchema } from "@/lib/spotlights/schema";
import { firstParam, type SearchParamsProps } from "@/lib/http/search-params";

const PATH = "/admin-dashboard/spotlights";
const PAGE_SIZE = 6;
const COMMENTS_PAGE_SIZE = 10;
const FILTERS = [
  { label: "All", value: "" },
  { label: "Male", value: "male" },
  { label: "Female", value: "female" },
];

export default async function ManageSpotlightPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const params = await searchParams;
  const { q, page, edit } = readAdminQuery(params);
  const parsedCategory = categorySchema.safeParse(firstParam(params, "category"));
  const category = parsedCategory.success ? parsedCategory.data : null;
  const about = firstParam(params, "about").slice(0, 64);
  const commentPage = pageParam.parse(firstParam(params, "cpage"));

  const [list, editing] = await Promise.all([
    searchSpotlights({ q, category, page, size: PAGE_SIZE }).then(async (found) => ({
      ...found,
      spotlights: await markImported("Spotlight", found.spotlights),
    })),
    edit ? findSpotlight(edit) : null,
  ]);
  let comments = await listSpotlightComments(commentPage, COMMENTS_PAGE_SIZE, about || null);
  // After deleting the last comment of the last page, show the page before it.
  if (comments.comments.length === 0 && comments.page > comments.totalPages) {
    comments = await listSpotlightComments(comments.totalPages, COMMENTS_PAGE_SIZE, about || null);
  }
  const names = await spotlightNames([
    ...(about ? [about] : []),
    ...comments.comments.flatMap((c) => c.spotlightId ?? []),
  ]);

  const extra = { category: category ?? "", about, cpage: comments.page > 1 ? String(comments.page) : "" };
  const href = (state: Partial<AdminQuery> = {}, more: Record<string, string> = {}) =>
    adminHref(PATH, { q, page: list.page, ...state }, { ...extra, ...more });
  const pagerQuery = Object.fromEntries(Object.entries({ q, ...extra }).filter(([, v]) => v));

  return (
    <AdminSection title="Manage Spotlight">
      <AdminCard id="spotlight-list" title="Spotlights">
        <div className="mb-4 flex flex-col gap-3">
          <AdminSearch label="Search spotlights by name" q={q} path={PATH} hidden={{ category: category ?? "" }} />
          <nav aria-label="Filter by category" className="flex gap-2">
            {FILTERS.map((f) => (
              <Link
                key={f.label}
                href={href({ page: 1 }, { category: f.value })}
                aria-current={(category ?? "") === f.value ? "page" : undefined}
                className="rounded-full border border-gray-300 px-4 py-1 text-sm font-semibold hover:border-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
              >
                {f.label}
              </Link>
            ))}
          </nav>
        </div>
        <RoutePager
          path={PATH}
          page={list.page}
          totalPages={list.totalPages}
          label="Spotlight pages"
          loadingText="Loading spotlights..."
          query={pagerQuery}
        >
          <DataTable
            rows={list.spotlights}
            rowKey={(s) => s.id}
            empty={q || category ? "No spotlights match." : "No spotlights available."}
            columns={[
              {
                header: "Image",
                cell: (s) => (
                  <div className="relative size-14 overflow-hidden rounded bg-gray-100">
                    <StaticImage src={s.imageUrl} alt="" fill sizes="56px" className="object-cover" />
                  </div>
                ),
              },
              {
                header: "Name",
                cell: (s) => (
                  <>
                    {s.name}
                    {s.imported && <ImportedBadge />}
                  </>
                ),
                className: "font-medium",
              },
              { header: "Category", cell: (s) => s.category },
              { header: "Description", cell: (s) => s.description, className: "max-w-md text-gray-700" },
              {
                header: "Comments",
                cell: (s) => (
                  <Link
                    href={`${href({}, { about: s.id, cpage: "" })}#spotlight-comments`}
                    className="text-brand-dark underline"
                    aria-label={`Comments about ${s.name}`}
                  >
                    {s.ratingsCount}
                  </Link>
                ),
              },
            ]}
            actions={(s) => (
              <>
                <Link
                  href={href({ edit: s.id })}
                  scroll={false}
                  className="text-brand-dark underline"
                  aria-label={`Edit ${s.name}`}
                >
                  Edit
                </Link>
                <ConfirmDelete
                  path={`/spotlights/${s.id}`}
                  name={s.name}
                  success="Deleted successfully"
                  failure="Failed to delete"
                  warning="Its comments, their replies and the image go with it. This cannot be undone."
                />
              </>
            )}
          />
        </RoutePager>
      </AdminCard>

      <SpotlightComments
        comments={comments}
        names={names}
        about={about || null}
        href={(more) => `${href({}, more)}#spotlight-comments`}
      />

      {edit &&
        (editing ? (
          <SpotlightEditDialog spotlight={editing} closeHref={href()} direct={directUploads()} />
        ) : (
          <p role="alert" className="text-red-700">
            Spotlight not found.{" "}
            <Link href={href()} className="underline">
              Back to the list
            </Link>
          </p>
        ))}
    </AdminSection>
  );
}
