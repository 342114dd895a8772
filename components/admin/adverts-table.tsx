// The adverts list of Manage Adverts: picture, title, description, link, and Edit (the row turns into the edit form,
// its id in the URL) and Delete (after confirmation).
import Link from "next/link";
import { StaticImage } from "@/components/ui/static-image";
import type { AdvertDto } from "@/lib/data/adverts";
import { adminHref, type AdminQuery } from "./admin-query";
import { AdvertForm } from "./advert-form";
import { ConfirmDelete } from "./confirm-delete";

type Props = { adverts: AdvertDto[]; path: string; query: AdminQuery };

export function AdvertsTable({ adverts, path, query }: Props) {
  if (adverts.length === 0) return <p>{query.q ? "No adverts match your search." : "No adverts yet."}</p>;
  const doneHref = adminHref(path, { ...query, edit: null });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b">
          <tr>
            <th scope="col" className="py-2 pr-4">Image</th>
            <th scope="col" className="py-2 pr-4">Title</th>
            <th scope="col" className="py-2 pr-4">Description</th>
            <th scope="col" className="py-2 pr-4">Link</th>
            <th scope="col" className="py-2">Actions</th>
          </tr>
        </thead>
        <tbody>
          {adverts.map((advert) =>
            advert.id === query.edit ? (
              <tr key={advert.id} className="border-b bg-brand/5 last:border-0">
                <td colSpan={5} className="p-3">
                  <AdvertForm mode="edit" advert={advert} doneHref={doneHref} />
                </td>
              </tr>
            ) : (
              <tr key={advert.id} className="border-b align-top last:border-0">
                <td className="py-2 pr-4">
                  <span className="relative block h-12 w-20 overflow-hidden rounded bg-gray-100">
                    {advert.imageUrl && <StaticImage src={advert.imageUrl} alt="" fill sizes="80px" className="object-cover" />}
                  </span>
                </td>
                <td className="py-2 pr-4 font-medium">{advert.title}</td>
                <td className="max-w-xs py-2 pr-4 text-gray-700"><span className="line-clamp-2">{advert.description}</span></td>
                <td className="max-w-48 truncate py-2 pr-4">
                  <a href={advert.link} target="_blank" rel="noopener noreferrer" className="text-brand-dark underline">{advert.link}</a>
                </td>
                <td className="py-2">
                  <span className="flex gap-3">
                    <Link href={adminHref(path, { ...query, edit: advert.id })} scroll={false} aria-label={`Edit ${advert.title}`} className="text-brand-dark underline">Edit</Link>
                    <ConfirmDelete path={`/deleteAdvert/${advert.id}`} name={advert.title} success="Advert deleted successfully!" failure="Failed to delete advert" serverMessage />
                  </span>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
