// Renders structured data into the page as <script type="application/ld+json"> (server component, no client code).
import { serializeJsonLd } from "./json-ld";

type Props = { data: Parameters<typeof serializeJsonLd>[0] };

export function JsonLd({ data }: Props) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
