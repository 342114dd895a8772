// An OpenStreetMap view of Lagos; lazy so the map only loads when a visitor scrolls to it.
const LAGOS = { lat: 6.5244, lon: 3.3792 };
const BBOX = [3.25, 6.4, 3.55, 6.65].join(",");
export const MAP_SRC = `https://www.openstreetmap.org/export/embed.html?bbox=${BBOX}&layer=mapnik&marker=${LAGOS.lat},${LAGOS.lon}`;

export function MapEmbed() {
  return (
    <section aria-labelledby="map-heading" className="mx-auto max-w-6xl px-4 pb-12">
      <h2 id="map-heading" className="font-serif text-2xl font-bold">
        Find us in Lagos
      </h2>
      <div className="mt-4 aspect-[16/9] overflow-hidden rounded-lg border border-gray-200 bg-gray-100 md:aspect-[21/9]">
        <iframe
          title="Map of Lagos, Nigeria"
          src={MAP_SRC}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-full w-full border-0"
        />
      </div>
      <p className="mt-2 text-sm">
        <a
          href={`https://www.openstreetmap.org/?mlat=${LAGOS.lat}&mlon=${LAGOS.lon}#map=12/${LAGOS.lat}/${LAGOS.lon}`}
          target="_blank"
          rel="noopener noreferrer"
          className="underline"
        >
          View a larger map
        </a>
      </p>
    </section>
  );
}
