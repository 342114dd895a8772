// Manage Adverts' section: the create form, then the rows (picture, title, description and link), each edited in its
// row and deleted after confirmation.
import { StaticImage } from "@/components/ui/static-image";
import type { AdvertDto, AdvertPage } from "@/lib/adverts/adverts";
import type { AdminColumn } from "@/components/admin/kit/admin-table";
import type { CrudConfig } from "@/components/admin/kit/crud-section";
import { AdvertForm } from "./advert-form";

const COLUMNS: AdminColumn<AdvertDto>[] = [
  {
    header: "Image",
    cell: (a) => (
      <span className="relative block h-12 w-20 overflow-hidden rounded bg-gray-100">
        {a.imageUrl && <StaticImage src={a.imageUrl} alt="" fill sizes="80px" className="object-cover" />}
      </span>
    ),
  },
  { header: "Title", cell: (a) => a.title, className: "font-medium" },
  {
    header: "Description",
    cell: (a) => <span className="line-clamp-2">{a.description}</span>,
    className: "max-w-xs text-gray-700",
  },
  {
    header: "Link",
    cell: (a) => (
      <a href={a.link} target="_blank" rel="noopener noreferrer" className="text-brand-dark underline">
        {a.link}
      </a>
    ),
    className: "max-w-48 truncate",
  },
];

/** Manage Adverts; `direct`: a new picture goes straight to Blob (the page asks directUploads()). */
export const advertsSection = (direct: boolean): CrudConfig<AdvertPage, AdvertDto> => ({
  title: "Manage Adverts",
  intro: "Adverts appear on the Advertise page.",
  path: "/admin-dashboard/adverts",
  create: { id: "new-advert", title: "New advert", form: <AdvertForm mode="create" direct={direct} /> },
  card: { id: "advert-list", title: "Adverts", search: "Search adverts" },
  noun: ["advert", "adverts"],
  rows: (list) => list.adverts,
  empty: "No adverts yet.",
  columns: COLUMNS,
  name: (a) => a.title,
  editForm: (a, doneHref) => <AdvertForm mode="edit" advert={a} doneHref={doneHref} direct={direct} />,
  remove: (a) => ({
    path: `/deleteAdvert/${a.id}`,
    success: "Advert deleted successfully!",
    failure: "Failed to delete advert",
    serverMessage: true,
  }),
});
