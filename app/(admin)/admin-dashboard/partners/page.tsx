// Our Partners: the partnership requests sent from the home page, newest first, searched by name or email and paged;
// a row is edited in place when it is the URL's `edit`, and deletes ask first.
import { loadSection } from "@/components/admin/kit/load-section";
import { requireAdminPage } from "@/lib/auth/guards";
import { listPartnershipPage } from "@/lib/partners/partnerships";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { type SearchParamsProps } from "@/lib/http/search-params";
import { partnersSection } from "@/components/admin/partners/partners-table";

type Props = SearchParamsProps;

export default async function OurPartnersPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const list = await loadSection("Partners", () => listPartnershipPage(query));
  return <CrudSection {...partnersSection(query.q)} query={query} list={list} />;
}
