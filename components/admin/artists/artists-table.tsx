// Upload New Artist's section: the form, then the rows (picture, name and genre), each edited in its row and deleted
// after confirmation.
import { StaticImage } from "@/components/ui/static-image";
import type { ArtistDto, ArtistPage } from "@/lib/artists/artists";
import type { AdminColumn } from "@/components/admin/kit/admin-table";
import type { CrudConfig } from "@/components/admin/kit/crud-section";
import { ArtistForm } from "./artist-form";

const COLUMNS: AdminColumn<ArtistDto>[] = [
  {
    header: "Image",
    cell: (a) => (
      <span className="relative block h-12 w-12 overflow-hidden rounded bg-gray-100">
        <StaticImage src={a.imageUrl} alt="" fill sizes="48px" className="object-cover" />
      </span>
    ),
  },
  { header: "Name", cell: (a) => a.name, className: "font-medium" },
  { header: "Genre", cell: (a) => a.genre },
];

/** Upload New Artist; `direct`: a new picture goes straight to Blob (the page asks directUploads()). */
export const artistsSection = (direct: boolean): CrudConfig<ArtistPage, ArtistDto> => ({
  title: "Upload New Artist",
  intro: "Artists appear in the Top Artists section of the home page.",
  path: "/admin-dashboard/artists",
  create: { id: "new-artist", title: "New artist", form: <ArtistForm mode="create" direct={direct} /> },
  card: { id: "artist-list", title: "Artists", search: "Search artists by name or genre" },
  noun: ["artist", "artists"],
  rows: (list) => list.artists,
  empty: "No artists yet.",
  columns: COLUMNS,
  name: (a) => a.name,
  editForm: (a, doneHref) => <ArtistForm mode="edit" artist={a} doneHref={doneHref} direct={direct} />,
  remove: (a) => ({
    path: `/deleteArtist/${a.id}`,
    success: "Artist deleted successfully!",
    failure: "Error deleting artist.",
  }),
});
